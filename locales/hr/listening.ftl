## Hearing spoken commands (issue 15): what was heard, the question before a move
## heard, and the listen and voice commands. Words heard are said back through echo.

# Heard words that are no whole command; nothing changes. $text: the words heard
heard-not-command = Čuo sam: { $text }; to nije naredba.
# The same when nothing printable is left of the words heard
heard-nothing = Čuo sam nešto što nije naredba.
# F5 was pressed and no command came of it. $reason: silence (no speech within the wait)
# or unclear (speech that was not recognised)
heard-none = { $reason ->
    [silence] Nisam ništa čuo.
   *[unclear] Nisam razumio; pritisnite F5 i ponovite naredbu.
  }
# One utterance the recogniser would not guess at; listening goes on. $reason: too-noisy
heard-refused = { $reason ->
   *[too-noisy] Previše je buke za glasovne naredbe.
  }
# Before a move heard is played. $command: play or remove; $card: the card heard
heard-confirm-card = { $command ->
    [remove] Ukloniti { $card-acc }?
   *[play] Odigrati { $card-acc }?
  } Recite da ili ne.
# $first, $second: the two cards of a Pyramid pair heard
heard-confirm-pair = Upariti { $first-acc } i { $second-acc }? Recite da ili ne.
# $command: draw, undo, redo, new, restart or quit, heard alone
heard-confirm-action = { $command ->
    [draw] Izvući kartu?
    [undo] Poništiti zadnji potez?
    [redo] Ponoviti poništeni potez?
    [new] Započeti novu partiju?
    [restart] Ponovno započeti ovo dijeljenje od početka?
   *[quit] Izaći iz igre?
  } Recite da ili ne.
# Any other command heard that changes the game. $text: the words heard
heard-confirm = Čuo sam: { $text }. Izvršiti? Recite da ili ne.
# The answer no (or another command) to that question
heard-not-played = Nije odigrano.
heard-not-done = Nije izvršeno.
# $heard_in: the code of the language listened in (en, ar, hr)
listening-language = { $heard_in ->
    [ar] arapski
    [hr] hrvatski
   *[en] engleski
  }
# listen, alone or with a value. $mode: off, key or always (in force: "on" is key with a
# screen reader, else always), or no-key: key asked for in a terminal without F5; $language: listening-language; $engine: the recogniser
listening-state = { $mode ->
    [off] Slušanje: isključeno.
    [key] Slušanje: na tipku F5, { $language }, { $engine }.
    [no-key] Slušanje: isključeno; tipka F5 ne može se koristiti u ovom terminalu. Recite slušanje uvijek da igra čuje svaku naredbu.
    [script] Slušanje: isključeno; skriptni način bez --listen ne sluša mikrofon.
   *[always] Slušanje: stalno, { $language }, { $engine }.
  }
# The recogniser's name in listening-state when it hears the language only experimentally
# (the built-in one in Croatian and Arabic). $engine: its name
listening-experimental = { $engine }; prepoznavanje hrvatskog zasad je pokusno
# voice alone. $listen as $mode above, or off-key: off where F5 listens once; $confirm: always, uncertain or never; $engine; $interrupt: on or off (voice interrupt)
voice-settings = Glasovne naredbe: slušanje { $listen ->
    [off] isključeno
    [off-key] isključeno, a tipka F5 sluša jednu naredbu
    [key] na tipku F5
    [no-key] isključeno, jer se tipka F5 ne može koristiti u ovom terminalu
    [script] isključeno, jer skriptni način bez --listen ne sluša mikrofon
   *[always] stalno
  }; izgovoreni potez najprije se potvrđuje { $confirm ->
    [always] uvijek
    [never] nikad
   *[uncertain] kad prepoznavač nije siguran
  }; prepoznavač { $engine ->
        [auto] automatski izbor
        [enrolled] vaš upisani glas
       *[other] { $engine }
    }; prekidanje { $interrupt ->
    [on] uključeno, vaš govor prekida glas igre
   *[off] isključeno
  }.
# After voice-settings when a model is set. $path: the model's folder or file
voice-model = Model: { $path }.
# voice confirm always, uncertain or never
voice-confirm-set = { $confirm ->
    [always] Svaki izgovoreni potez najprije se potvrđuje.
    [never] Izgovoreni potezi igraju se odmah, bez potvrde.
   *[uncertain] Izgovoreni potez najprije se potvrđuje kad prepoznavač nije siguran.
  }
# voice engine NAME. $engine: its name (auto and enrolled said in words, the others' names as they are)
voice-engine-set = Prepoznavač govora: { $engine ->
        [auto] automatski izbor
        [enrolled] vaš upisani glas
       *[other] { $engine }
    }.
# voice interrupt on or off. $interrupt: on or off
voice-interrupt-set = { $interrupt ->
    [on] Prekidanje uključeno: čim počnete govoriti, igra prestaje govoriti i sluša vas. Najbolje sa slušalicama.
   *[off] Prekidanje isključeno: dok igra govori, čuje se samo naredba stani.
  }
# After listening-state while listening, when voice interrupt is on
listening-interrupt = Vaš govor prekida glas igre.
# The microphone or the recogniser failed (no device, device busy or gone, a model
# missing); listening is turned off.
# $problem: one sentence, the engine's or the sound system's own words
listening-failed = Slušanje je zaustavljeno: { $problem } Tipkanje i dalje radi.
# Listening asked for (listen on, --listen, --voice-input, listen --wav) without the
# voice extra (pocketsphinx, sounddevice) installed: how to add it; the commands stay in English
voice-extra-missing = Za slušanje treba dodatak za glas, a on nije instaliran: dodajte ga naredbom pipx inject tripeaks-a11y 'pocketsphinx<5.1' sounddevice numpy ili naredbom pip install 'tripeaks-a11y[voice]'.
help-listen = Recite slušanje uključi da biste igrali glasom, ili slušanje isključi da biste to prekinuli; uz slušanje uvijek igra čuje svaku naredbu, uz slušanje tipka samo onu nakon tipke F5; uključi znači tipka uz čitač zaslona, inače uvijek. Recite samo slušanje da čujete kako igra sluša.
help-voice = Recite glasovne naredbe potvrda i uvijek, u nedoumici ili nikad da odaberete kada se izgovoreni potez najprije potvrđuje (u nedoumici: kad prepoznavač nije siguran), ili glasovne naredbe prepoznavač i pocketsphinx, vosk ili whisper za izbor prepoznavača. Recite samo glasovne naredbe da čujete te postavke. Recite glasovne naredbe prekidanje uključi da igra prestane govoriti čim vi počnete (najbolje sa slušalicama), ili glasovne naredbe prekidanje isključi da se dok igra govori čuje samo stani.
# Why listening stopped (the $problem of listening-failed), one message per kind of
# listen.problems.PROBLEMS. $name: a file or folder; $path: a model's path;
# $detail: the sound system's or the engine's own words, or a system error's name
# (EACCES); $engine: Vosk, Whisper or a name typed; $choices, $files: lists;
# $install: the pip command; the commands and names stay as they are.
listening-problem-no-microphone = Mikrofon nije pronađen.
listening-problem-busy = Mikrofon je zauzet: koristi ga drugi program.
listening-problem-gone = Mikrofon je prestao raditi: iskopčan je ili isključen.
listening-problem-no-portaudio = Zvučna biblioteka PortAudio nije instalirana (sudo apt install libportaudio2).
listening-problem-sound-system = Zvučni sustav javlja pogrešku: { $detail }.
listening-problem-wav-format = Datoteka { $name } sadrži zvuk od { $bits } bita na { $rate } Hz, koji igra ne može pročitati; pretvorite je naredbom sox { $name } -r 16000 -c 1 -b 16 out.wav.
listening-problem-not-wav = Datoteka { $name } nije PCM WAV datoteka; pretvorite je naredbom sox { $name } -r 16000 -c 1 -b 16 out.wav.
listening-problem-no-such-file = { $name } se ne može pročitati: nema takve datoteke ni mape.
listening-problem-unreadable = { $name } se ne može pročitati: { $detail ->
    [EACCES] pristup nije dopušten
    [EPERM] pristup nije dopušten
    [EISDIR] to je mapa
   *[other] pogreška sustava { $detail }
  }.
listening-problem-no-wav-files = U mapi { $name } nema WAV datoteka.
listening-problem-not-a-file = { $name } nije datoteka nego imenovana cijev, uređaj ili utičnica; igra čita zvuk samo iz WAV datoteka.
listening-problem-wav-damaged = Datoteka { $name } je oštećena: jedan njezin dio tvrdi da je dulji od cijele datoteke; snimite je ponovno ili je pretvorite naredbom sox { $name } -r 16000 -c 1 -b 16 out.wav.
listening-problem-wav-too-big = Datoteka { $name } je prevelika: igra čita WAV datoteke do { $megabytes } MB.
listening-problem-wav-needs = Datoteka { $name } ima kanala: { $channels }, { $bits } bita, { $rate } Hz; prepoznavaču treba jedan kanal, 16 bita, 16000 Hz (sox IN -r 16000 -c 1 -b 16 OUT.wav).
listening-problem-rate = Zvuk je na { $rate } Hz; prepoznavaču govora treba 16000 Hz.
listening-problem-no-engine = Nema prepoznavača govora s imenom { $engine }; odaberite { $choices }.
listening-problem-engine-language = Prepoznavač { $engine } ne čuje jezik { $language }; čuje { $choices }.
listening-problem-no-language = Ugrađeni prepoznavač govora ne čuje jezik { $language }.
listening-problem-start = Prepoznavač govora nije se mogao pokrenuti: { $detail }.
listening-problem-not-installed = { $engine } nije instaliran: { $install }.
listening-problem-model-needed-vosk = Za Vosk treba model: preuzmite ga s alphacephei.com/vosk/models, raspakirajte i navedite njegovu mapu s --voice-model PATH.
listening-problem-model-needed-whisper = Za Whisper treba model: preuzmite ga naredbom tripeaks-a11y listen model get tiny.en (engleski) ili base (svi jezici), ili navedite mapu modela Whisper za CTranslate2, primjerice Systran/faster-whisper-small s Hugging Facea, opcijom --voice-model PATH.
listening-problem-no-model = Na { $path } nema modela za { $engine }.
listening-problem-model-is-file-vosk = { $path } je datoteka; model za Vosk je mapa raspakirana iz zip datoteke.
listening-problem-model-is-file-whisper = { $path } je datoteka; model za Whisper je mapa s datotekama { $files }.
listening-problem-model-lacks = Modelu za Whisper u { $path } nedostaje { $files }; mora to biti mapa modela faster-whisper, primjerice Systran/faster-whisper-small s Hugging Facea.
listening-problem-model-broken-vosk = Model za Vosk u { $path } ne može se učitati: oštećen je ili nije model za Vosk; ponovno raspakirajte model s alphacephei.com/vosk/models.
listening-problem-model-broken-whisper = Model za Whisper u { $path } ne može se učitati: oštećen je ili je druge vrste; mora to biti mapa modela faster-whisper, primjerice Systran/faster-whisper-small s Hugging Facea.
listening-problem-model-words = Model za Vosk u { $path } ne zna nijednu riječ naredbi ovog jezika; odaberite model jezika kojim govorite.
listening-problem-model-english = Model za Whisper u { $path } zna samo engleski; za ovaj jezik uzmite višejezični model (bez .en u imenu).
listening-problem-unreadable-speech = Whisper nije mogao pročitati govor: { $detail }.
listening-problem-extra-missing = { $module } nije instaliran: dolazi s dodatkom za glas.
listening-problem-unexpected = Nešto je pošlo po zlu tijekom slušanja ({ $detail }).

## listen model get|list|remove: the Whisper models downloaded on request (issue 31)
model-get-start = Preuzimam model za Whisper { $name } ({ $size } MB, licencija { $licence }) s { $repo }.
model-get-progress = { $name }: preuzeto { $percent } %.
model-get-done = Model { $name } instaliran je u { $folder }.
model-prepare-start = Pripremam { $name } za { $language }, jednom: računam što očekuje kad se ništa ne kaže, da brzo odgovara od prve igre. To traje nekoliko minuta; Ctrl+C to zaustavlja, a model ostaje instaliran.
model-prepare-progress = { $name }: pripremljeno { $percent } %.
model-prepare-done = { $name } je spreman za { $language }.
model-prepare-stopped = Priprema modela { $name } je zaustavljena; model je instaliran, a ostatak se računa tijekom igre.
model-list-none = U { $folder } nije instaliran nijedan model za Whisper.
model-list-row = { $name }: { $size } MB, u { $folder }.
model-removed = Model { $name } je uklonjen.
model-not-installed = Model { $name } nije instaliran.
model-problem-exists = Model { $name } već je instaliran u { $folder }.
model-problem-no-network = Poslužitelj { $host } nije dostupan, pa { $name } nije instaliran.
model-problem-refused = Poslužitelj je odbio preuzimanje s pogreškom { $status }, pa { $name } nije instaliran.
model-problem-cut = Veza je prekinuta prije kraja, pa { $name } nije instaliran.
model-problem-bad-hash = Datoteka { $file } nije objavljena datoteka, pa { $name } nije instaliran.
model-problem-write = U mapu { $folder } ne može se pisati, pa { $name } nije instaliran.
model-problem-stopped = Preuzimanje je zaustavljeno, pa { $name } nije instaliran.

# the player's own voice (issue 31): enrolment and its problems
listening-problem-too-noisy = Previše je buke za glasovne naredbe: govor je jedva glasniji od buke oko njega.
listening-problem-no-profile = Za jezik { $name } nije upisan nijedan glas; upišite svoj naredbom tripeaks-a11y listen enrol --lang { $language }.
listening-problem-take-missing = Nema datoteke { $name }: svaka se riječ snima dvaput, kao ID.wav i ID.2.wav.
listening-problem-take-empty = U datoteci { $name } nema govora; snimite riječ ponovno.
listening-problem-take-clipped = Datoteka { $name } je izobličena: preglasna je; snimite riječ ponovno malo dalje od mikrofona.
listening-problem-take-noisy = U datoteci { $name } je previše buke: riječ je jedva glasnija od buke; snimite je ponovno negdje tiše.
listening-problem-no-word = Nema riječi { $word } za upis; naredba tripeaks-a11y listen words ispisuje sve.
# A prompt before each take recorded from the microphone. $word: the word to say
enrol-say = Recite: { $word }
enrol-again = Ponovno: { $word }
# Ctrl+C while enrolling from the microphone
enrol-stopped = Upis je zaustavljen; ništa nije spremljeno.
# A take from the microphone refused; it is asked again
enrol-take-take-empty = Nije se čuo govor; ponovite.
enrol-take-take-clipped = Preglasno: snimka je izobličena; ponovite malo dalje od mikrofona.
enrol-take-take-noisy = Previše buke: riječ je jedva glasnija od buke; ponovite negdje tiše.
enrol-saved = Upisano riječi za jezik { $language }: { $count }.
enrol-profile = { $language }: upisano riječi: { $count }.
enrol-no-profiles = Nijedan glas nije upisan.
enrol-removed = Upisani glas za jezik { $language } je uklonjen.
# After listening-state when the game chose the recogniser (no voice engine set): why it.
# $reason: enrolled, model or built-in; $model: the Whisper model's name
listening-chosen = { $reason ->
    [enrolled] Prepoznaje vaš vlastiti glas, upisan za ovaj jezik.
    [model] To je instalirani Whisper { $model }, jer za ovaj jezik nije upisan glas.
   *[built-in] To je ugrađeni prepoznavač, jer nije upisan glas ni instaliran model, pa se svaki izgovoreni potez najprije potvrđuje.
  }
# listen on in a language with no enrolled voice and no model that hears it: listening stays off.
# $language: listening-language; $code: the language code for the command
listening-enrol-first = Slušanje ostaje isključeno: za jezik { $language } nije upisan glas, a nijedan instalirani model ga ne razumije. Upišite svoj naredbom tripeaks-a11y listen enrol --lang { $code }; naredba tripeaks-a11y listen words --lang { $code } ispisuje riječi koje treba izgovoriti.
