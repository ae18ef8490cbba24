# The voice check (issue 12): why the game's own voice cannot work here.
# Said by `tripeaks-a11y speak` (one line, on stderr, exit status 1) and,
# as $reason, by voice-auto-none.
voice-no-device = No sound device was found.
voice-no-engine = No speech engine is installed (espeak-ng).
# $language: the language's own name (Hrvatski, العربية)
voice-no-voice = The speech engine has no voice for this language ({ $language }).
# $detail: the engine's own words, untranslated
voice-failed = The speech engine failed: { $detail }
# Said once at the start with --speech auto. $reason: one of the lines above
voice-auto-none = Speech: text only, because no screen reader is running and the game's own voice cannot work here. { $reason } To try it anyway, start the game with --speech tts.
