# tripeaks-a11y doctor: what a bug report needs, one fact a line.
# $version: the game's version (0.1.0)
doctor-heading = tripeaks-a11y { $version }. What follows is what a bug report needs: copy these lines into it.
# $version: Python's version; $implementation: CPython, PyPy; $platform: the system's own name for itself
doctor-python = Python { $version } ({ $implementation }) on { $platform }.
# $path: the library file of the compiled solver core
doctor-core-compiled = Solver core: compiled, loaded from { $path }.
doctor-core-python-chosen = Solver core: the Python search, because TRIPEAKS_A11Y_SOLVER_CORE is python. The compiled core at { $path } loads; advice is the same with either, the Python search is slower.
doctor-core-python-missing = Solver core: the Python search, because no compiled core loads from { $path }. Advice is the same, only slower.
doctor-core-how = To get the compiled core, install the wheel made for your platform, or install a C compiler (gcc, clang or Microsoft C++) and then reinstall the game, which builds it.
# $output: the saved --speech setting: auto, tts, screen-reader or none
doctor-speech-setting = Speech setting at the keyboard: { $output }.
# $notice: the sentence the game says at the start with --speech auto
doctor-speech-auto = With --speech auto the game would say: { $notice }
# $language: the language's own name
doctor-voice-ok = The game's own voice in { $language }: ready, as far as a check that makes no sound can tell.
# $reason: one of the voice-no-… lines
doctor-voice-problem = The game's own voice in { $language }: { $reason }
# $reader: the screen reader's name
doctor-screen-reader = Screen reader: { $reader } is running.
doctor-screen-reader-none = Screen reader: none was found running.
doctor-sound-device = Sound device: one was found (a sound server or a sound card).
doctor-sound-device-none = Sound device: none was found.
# $items: the doctor-library-… phrases, joined
doctor-voice-libraries = Voice input libraries: { $items }.
# $text: the library's name
doctor-library-installed = { $text } installed
doctor-library-missing = { $text } missing
# $detail: the library's own words, untranslated
doctor-library-broken = { $text } installed but does not load ({ $detail })
doctor-voice-how = To give spoken commands, add the voice libraries: pipx inject tripeaks-a11y 'pocketsphinx<5.1' sounddevice, or pip install 'tripeaks-a11y[voice]'.
# $device: the microphone's name, as the sound system gives it
doctor-microphone = Microphone: { $device }. Nothing was recorded to find it.
doctor-microphone-none = Microphone: none was found.
# $path: the WAV file or folder of TRIPEAKS_A11Y_MICROPHONE
doctor-microphone-stand-in = Microphone: the WAV file or folder { $path }, from TRIPEAKS_A11Y_MICROPHONE.
doctor-microphone-unknown = Microphone: cannot be checked: { $detail }.
doctor-microphone-no-library = Microphone: it cannot be checked without the voice extra (sounddevice).
# $count: how many languages have an enrolled voice; $items: their names, joined
doctor-voice-profiles = Enrolled voices: { $count ->
    [0] none
   *[other] { $items }
  }.
# $count: how many Whisper models are installed; $items: their names, joined
doctor-voice-models = Whisper models installed: { $count ->
    [0] none; tripeaks-a11y listen model get tiny.en downloads one when you ask
   *[other] { $items }
  }.
# $language: the interface language's name; $engine: the recogniser listen on would use
doctor-voice-choice = Listening in { $language } would use { $engine }.
# $code: the language code for the command
doctor-voice-choice-none = Listening in { $language }: no recogniser until your voice is enrolled (tripeaks-a11y listen enrol --lang { $code }).
# $path: the settings file
doctor-settings-writable = Settings file: { $path }. It can be written.
doctor-settings-unwritable = Settings file: { $path }. It cannot be written, so changed settings last only until the game ends.
# $path: the records file
doctor-records-writable = Records file: { $path }. It can be written.
doctor-records-unwritable = Records file: { $path }. It cannot be written, so games are not recorded.
# $problem: what reading the records file found (foreign, newer, corrupt, or another problem)
doctor-records-problem = Records file: { $path }. { $problem ->
    [foreign] It belongs to another program: the game leaves it untouched and records no games; start the game with --data-dir to keep records in another folder.
    [newer] It is from a newer version of the game: games are not recorded.
    [corrupt] It is damaged: the game will keep it under another name and start a new one.
   *[other] It cannot be read, so games may not be recorded.
  }
# $path: the folder of the catalogs
doctor-catalogs = Message catalogs: { $path }.
# $language: the catalog's language, in its own name; $count: its messages
doctor-catalog = { $language }: loads, messages: { $count }.
doctor-catalog-error = { $language }: cannot be read: { $detail }
# $text: the fact's name in the JSON (solver_core, speech…); $detail: the error's own words
doctor-unknown = { $text }: cannot be found out: { $detail }
