"""tripeaks-a11y: TriPeaks and Pyramid solitaire for screen-reader and voice players."""

__version__ = "0.1.0"
