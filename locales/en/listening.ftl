## Hearing spoken commands (issue 15): what was heard, the question before a move
## heard, and the listen and voice commands. Words heard are said back through echo.

# Heard words that are no whole command; nothing changes. $text: the words heard
heard-not-command = I heard: { $text }; not a command.
# The same when nothing printable is left of the words heard
heard-nothing = I heard something that is not a command.
# F5 was pressed and no command came of it. $reason: silence (no speech within the wait)
# or unclear (speech that was not recognised)
heard-none = { $reason ->
    [silence] Nothing heard.
   *[unclear] Not understood; press F5 and say it again.
  }
# One utterance the recogniser would not guess at; listening goes on. $reason: too-noisy
heard-refused = { $reason ->
   *[too-noisy] Too noisy for voice commands.
  }
# Before a move heard is played. $command: play or remove; $card: the card heard
heard-confirm-card = { $command ->
    [remove] Remove { $card }?
   *[play] Play { $card }?
  } Say yes or no.
# $first, $second: the two cards of a Pyramid pair heard
heard-confirm-pair = Pair { $first } and { $second }? Say yes or no.
# $command: draw, undo, redo, new, restart or quit, heard alone
heard-confirm-action = { $command ->
    [draw] Draw a card?
    [undo] Undo the last move?
    [redo] Redo the move undone?
    [new] Start a new game?
    [restart] Start this deal again from the beginning?
   *[quit] Quit the game?
  } Say yes or no.
# Any other command heard that changes the game. $text: the words heard
heard-confirm = I heard: { $text }. Do it? Say yes or no.
# The answer no (or another command) to that question
heard-not-played = Not played.
heard-not-done = Not done.
# $heard_in: the code of the language listened in (en, ar, hr)
listening-language = { $heard_in ->
    [ar] Arabic
    [hr] Croatian
   *[en] English
  }
# listen, alone or with a value. $mode: off, key or always (in force: "on" is key with a
# screen reader, else always), or no-key: key asked for in a terminal without F5, or script: a script
# run without --listen, where no microphone is opened; $language: listening-language; $engine: the
# recogniser (listening-experimental when it hears this language only experimentally)
listening-state = { $mode ->
    [off] Listening: off.
    [key] Listening: on key F5, { $language }, { $engine }.
    [no-key] Listening: off; the F5 key cannot be used in this terminal. Say listen always to hear every command.
    [script] Listening: off; script mode does not listen to the microphone without --listen.
   *[always] Listening: always, { $language }, { $engine }.
  }
# The recogniser's name in listening-state when it hears the language only experimentally
# (the built-in one in Croatian and Arabic). $engine: its name
listening-experimental = { $engine }; recognition in this language is experimental for now
# voice alone. $listen as $mode above, or off-key: off where F5 listens once; $confirm: always, uncertain or never; $engine; $interrupt: on or off (voice interrupt)
voice-settings = Voice input: listening { $listen ->
    [off] off
    [off-key] off, F5 listens for one command
    [key] on key F5
    [no-key] off, the F5 key cannot be used in this terminal
    [script] off, as script mode does not listen to the microphone without --listen
   *[always] always
  }; moves heard asked first { $confirm ->
    [always] always
    [never] never
   *[uncertain] when the recogniser is unsure
  }; engine { $engine ->
        [auto] automatic choice
        [enrolled] your own voice
       *[other] { $engine }
    }; interrupt { $interrupt ->
    [on] on, speaking cuts the game's voice off
   *[off] off
  }.
# After voice-settings when a model is set. $path: the model's folder or file
voice-model = Model: { $path }.
# voice confirm always, uncertain or never
voice-confirm-set = { $confirm ->
    [always] Every move heard is asked first.
    [never] Moves heard are played at once, never asked.
   *[uncertain] A move heard is asked first when the recogniser is unsure.
  }
# voice engine NAME. $engine: its name (auto and enrolled said in words, the others' names as they are)
voice-engine-set = Voice engine: { $engine ->
        [auto] automatic choice
        [enrolled] your own voice
       *[other] { $engine }
    }.
# voice interrupt on or off. $interrupt: on or off
voice-interrupt-set = { $interrupt ->
    [on] Interrupt on: when you start speaking, the game stops talking and hears you. Best with headphones.
   *[off] Interrupt off: while the game talks, only stop is heard.
  }
# After listening-state while listening, when voice interrupt is on
listening-interrupt = Speaking cuts the game's voice off.
# The microphone or the recogniser failed (no device, device busy or gone, a model
# missing); listening is turned off.
# $problem: one sentence, the engine's or the sound system's own words
listening-failed = Listening stopped: { $problem } Typing still works.
# Listening asked for (listen on, --listen, --voice-input, listen --wav) without the
# voice extra (pocketsphinx, sounddevice) installed: how to add it; the commands stay in English
voice-extra-missing = Listening needs the voice extra, which is not installed: add it with pipx inject tripeaks-a11y 'pocketsphinx<5.1' sounddevice numpy, or with pip install 'tripeaks-a11y[voice]'.
help-listen = Say listen on to play by voice, or listen off to stop; listen always hears every command, listen key only after the F5 key; on is key with a screen reader, always without. Listen alone says how it listens.
help-voice = Say voice confirm and always, uncertain or never to choose when a move heard is asked first (uncertain: when the recogniser is unsure), or voice engine and pocketsphinx, vosk or whisper to choose the recogniser; voice alone says these settings. Say voice interrupt on to have the game stop talking as soon as you start speaking (best with headphones), or voice interrupt off to have only stop heard while it talks.
# Why listening stopped (the $problem of listening-failed), one message per kind of
# listen.problems.PROBLEMS. $name: a file or folder; $path: a model's path;
# $detail: the sound system's or the engine's own words, or a system error's name
# (EACCES); $engine: Vosk, Whisper or a name typed; $choices, $files: lists;
# $install: the pip command; the commands and names stay as they are.
listening-problem-no-microphone = No microphone was found.
listening-problem-busy = The microphone is busy: another program is using it.
listening-problem-gone = The microphone stopped: it was unplugged or switched off.
listening-problem-no-portaudio = PortAudio, the sound library, is not installed (sudo apt install libportaudio2).
listening-problem-sound-system = The sound system reports an error: { $detail }.
listening-problem-wav-format = { $name } is { $bits }-bit sound at { $rate } Hz, which the game cannot read; sox { $name } -r 16000 -c 1 -b 16 out.wav converts it.
listening-problem-not-wav = { $name } is not a PCM WAV file; sox { $name } -r 16000 -c 1 -b 16 out.wav converts one.
listening-problem-no-such-file = { $name } cannot be read: there is no such file or folder.
listening-problem-unreadable = { $name } cannot be read: { $detail ->
    [EACCES] permission denied
    [EPERM] permission denied
    [EISDIR] it is a folder
   *[other] system error { $detail }
  }.
listening-problem-no-wav-files = The folder { $name } holds no WAV files.
listening-problem-not-a-file = { $name } is not a file but a named pipe, a device or a socket; the game reads sound from WAV files only.
listening-problem-wav-damaged = { $name } is damaged: one of its parts claims more bytes than the file holds; record it again, or convert it with sox { $name } -r 16000 -c 1 -b 16 out.wav.
listening-problem-wav-too-big = { $name } is too big for the game: WAV files over { $megabytes } MB are not read.
listening-problem-wav-needs = { $name } is { $channels } channels, { $bits }-bit, { $rate } Hz; the recogniser needs 1 channel, 16-bit, 16000 Hz (sox IN -r 16000 -c 1 -b 16 OUT.wav).
listening-problem-rate = The audio is at { $rate } Hz; the speech recogniser needs 16000 Hz.
listening-problem-no-engine = There is no speech recogniser called { $engine }; choose { $choices }.
listening-problem-engine-language = The { $engine } recogniser does not hear the language { $language }; it hears { $choices }.
listening-problem-no-language = The built-in speech recogniser cannot hear the language { $language }.
listening-problem-start = The speech recogniser could not start: { $detail }.
listening-problem-not-installed = { $engine } is not installed: { $install }.
listening-problem-model-needed-vosk = Vosk needs a model: download one from alphacephei.com/vosk/models, unpack it and name its folder with --voice-model PATH.
listening-problem-model-needed-whisper = Whisper needs a model: get one with tripeaks-a11y listen model get tiny.en (English) or base (any language), or name a CTranslate2 Whisper model folder, such as Systran/faster-whisper-small from Hugging Face, with --voice-model PATH.
listening-problem-no-model = There is no { $engine } model at { $path }.
listening-problem-model-is-file-vosk = { $path } is a file; a Vosk model is the folder unpacked from its zip file.
listening-problem-model-is-file-whisper = { $path } is a file; a Whisper model is a folder with { $files }.
listening-problem-model-lacks = The Whisper model in { $path } lacks { $files }; it must be a faster-whisper model folder, such as Systran/faster-whisper-small from Hugging Face.
listening-problem-model-broken-vosk = The Vosk model in { $path } cannot be loaded: it is broken or not a Vosk model; unpack a model from alphacephei.com/vosk/models again.
listening-problem-model-broken-whisper = The Whisper model in { $path } cannot be loaded: it is broken or of another kind; it must be a faster-whisper model folder, such as Systran/faster-whisper-small from Hugging Face.
listening-problem-model-words = The Vosk model in { $path } knows none of the command words of this language; choose a model of the language you speak.
listening-problem-model-english = The Whisper model in { $path } knows English only; for this language use a multilingual one (without .en in its name).
listening-problem-unreadable-speech = Whisper could not read the speech: { $detail }.
listening-problem-extra-missing = { $module } is not installed: it comes with the voice extra.
listening-problem-unexpected = Something went wrong while listening ({ $detail }).

## listen model get|list|remove: the Whisper models downloaded on request (issue 31)
model-get-start = Downloading the Whisper model { $name } ({ $size } MB, licence { $licence }) from { $repo }.
model-get-progress = { $name }: { $percent }% downloaded.
model-get-done = The model { $name } is installed in { $folder }.
model-prepare-start = Preparing { $name } for { $language }, once: working out what it expects when nothing is said, so that it answers quickly from the first game. This takes a few minutes; Ctrl+C stops it and leaves the model installed.
model-prepare-progress = { $name }: { $percent }% prepared.
model-prepare-done = { $name } is ready for { $language }.
model-prepare-stopped = Preparing { $name } was stopped; the model is installed, and what is left is worked out while you play.
model-list-none = No Whisper model is installed in { $folder }.
model-list-row = { $name }: { $size } MB, in { $folder }.
model-removed = The model { $name } is removed.
model-not-installed = The model { $name } is not installed.
model-problem-exists = The model { $name } is already installed in { $folder }.
model-problem-no-network = The server { $host } cannot be reached, so { $name } was not installed.
model-problem-refused = The server refused the download with error { $status }, so { $name } was not installed.
model-problem-cut = The connection was cut before the end, so { $name } was not installed.
model-problem-bad-hash = The file { $file } is not the published one, so { $name } was not installed.
model-problem-write = The folder { $folder } cannot be written, so { $name } was not installed.
model-problem-stopped = The download was stopped, so { $name } was not installed.

# the player's own voice (issue 31): enrolment and its problems
listening-problem-too-noisy = Too noisy for voice commands: the speech is hardly louder than the noise around it.
# $name: the language's name; $language: its code, for the command
listening-problem-no-profile = No voice is enrolled for { $name }; enrol yours with tripeaks-a11y listen enrol --lang { $language }.
listening-problem-take-missing = { $name } is missing: each word is recorded twice, as ID.wav and ID.2.wav.
listening-problem-take-empty = { $name } holds no speech; record the word again.
listening-problem-take-clipped = { $name } is clipped: it is too loud; record the word again farther from the microphone.
listening-problem-take-noisy = { $name } is too noisy: the word is hardly louder than the noise; record it again somewhere quieter.
listening-problem-no-word = There is no word { $word } among the words of enrolment; tripeaks-a11y listen words lists them.
# A prompt before each take recorded from the microphone. $word: the word to say
enrol-say = Say: { $word }
enrol-again = Again: { $word }
# Ctrl+C while enrolling from the microphone
enrol-stopped = Enrolment stopped; nothing was saved.
# A take from the microphone refused; it is asked again
enrol-take-take-empty = No speech heard; say it again.
enrol-take-take-clipped = Too loud: the take is clipped; say it again a little farther from the microphone.
enrol-take-take-noisy = Too noisy: the word is hardly louder than the noise; say it again somewhere quieter.
enrol-saved = Enrolled { $count } words for { $language }.
enrol-profile = { $language }: { $count } words enrolled.
enrol-no-profiles = No voice is enrolled.
enrol-removed = The enrolled voice for { $language } is removed.
# After listening-state when the game chose the recogniser (no voice engine set): why it.
# $reason: enrolled, model or built-in; $model: the Whisper model's name
listening-chosen = { $reason ->
    [enrolled] It hears your own voice, enrolled for this language.
    [model] It uses Whisper { $model }, installed, as no voice is enrolled for this language.
   *[built-in] It is the built-in one, as no voice is enrolled and no model installed, so every move heard is asked first.
  }
# listen on in a language with no enrolled voice and no model that hears it: listening stays off.
# $language: listening-language; $code: the language code for the command
listening-enrol-first = Listening stays off: no voice is enrolled for { $language } and no installed model hears it. Enrol yours with tripeaks-a11y listen enrol --lang { $code }; tripeaks-a11y listen words --lang { $code } lists the words to say.
