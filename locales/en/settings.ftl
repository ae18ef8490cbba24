# The settings file (settings.toml): what is told, once, when it cannot be read or saved.
# settings-not-saved (in tripeaks.ftl) takes one of the settings-reason-* phrases as $problem.

settings-unreadable = Settings file { $path } cannot be read: { $problem }. Defaults are used.
settings-not-file = { $path } is not a regular file; no settings are read from it or saved to it.
settings-too-big = Settings file { $path } is over { $count } KiB and is not read. Defaults are used; when you change a setting, the file is kept as settings.toml.broken.
settings-encoding = Settings file { $path } is not UTF-8 text. Defaults are used; when you change a setting, the file is kept as settings.toml.broken.
settings-syntax = Settings file { $path } has an error on line { $number }. Defaults are used; when you change a setting, the file is kept as settings.toml.broken.
settings-nesting = Settings file { $path } nests tables or arrays more than { $count } levels deep. Defaults are used; when you change a setting, the file is kept as settings.toml.broken.
settings-values = Settings file { $path } has values that cannot be used: { $problem }. Defaults stand in for them; when you change a setting, the old file is kept as settings.toml.broken.
settings-reason-denied = permission denied
settings-reason-full = the disk is full
settings-reason-read-only = the disk is read-only
settings-reason-folder = the folder cannot be made
settings-reason-no-folder = the folder does not exist
settings-reason-changed = the file was changed by another program since the game started and can no longer be read, so it is left as it is
settings-reason-too-big = the file would grow over { $count } KiB, so it is left as it is
settings-reason-other = system error { $problem }
