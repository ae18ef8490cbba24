# tripeaks-a11y speak --to FILE: why the WAV file was not written; nothing there was changed.
# $path: the file name as given (cut when long)
speak-file-not-wav = { $path } is not a WAV file, so it was left as it is. Add --force to replace it.
speak-file-link = { $path } is a symbolic link, so nothing was written. Add --force to replace the link itself.
speak-file-folder = { $path } is a folder; give a file name.
speak-file-not-file = { $path } is not a regular file, so nothing was written.
speak-file-no-folder = { $path } could not be written: its folder does not exist.
speak-file-no-space = { $path } could not be written: no space is left on the device.
speak-file-permission = { $path } could not be written: permission denied.
speak-file-read-only = { $path } could not be written: the file system is read-only.
# $problem: the system's own reason, in the system's words
speak-file-other = { $path } could not be written: { $problem }.
