## Hearing spoken commands (issue 15): what was heard, the question before a move
## heard, and the listen and voice commands. Words heard are said back through echo.

# Heard words that are no whole command; nothing changes. $text: the words heard
heard-not-command = سمعت: { $text }؛ وهذا ليس أمرًا.
# The same when nothing printable is left of the words heard
heard-nothing = سمعت شيئًا ليس أمرًا.
# F5 was pressed and no command came of it. $reason: silence (no speech within the wait)
# or unclear (speech that was not recognised)
heard-none = { $reason ->
    [silence] لم أسمع شيئًا.
   *[unclear] لم أفهم ما قلت؛ اضغط F5 وأعد الأمر.
  }
# One utterance the recogniser would not guess at; listening goes on. $reason: too-noisy
heard-refused = { $reason ->
   *[too-noisy] الضجيج أعلى من أن تُسمع الأوامر الصوتية.
  }
# Before a move heard is played. $command: play or remove; $card: the card heard
heard-confirm-card = { $command ->
    [remove] هل أزيل { $card }؟
   *[play] هل ألعب { $card }؟
  } قل نعم أو لا.
# $first, $second: the two cards of a Pyramid pair heard
heard-confirm-pair = هل أجمع { $first } مع { $second }؟ قل نعم أو لا.
# $command: draw, undo, redo, new, restart or quit, heard alone
heard-confirm-action = { $command ->
    [draw] هل أسحب ورقة؟
    [undo] هل أتراجع عن الحركة الأخيرة؟
    [redo] هل أعيد الحركة التي تراجعت عنها؟
    [new] هل أبدأ جولة جديدة؟
    [restart] هل أعيد هذه التوزيعة من البداية؟
   *[quit] هل أخرج من اللعبة؟
  } قل نعم أو لا.
# Any other command heard that changes the game. $text: the words heard
heard-confirm = سمعت: { $text }. هل أنفذه؟ قل نعم أو لا.
# The answer no (or another command) to that question
heard-not-played = لم تُلعب الحركة.
heard-not-done = لم يُنفذ الأمر.
# $heard_in: the code of the language listened in (en, ar, hr)
listening-language = { $heard_in ->
    [ar] العربية
    [hr] الكرواتية
   *[en] الإنجليزية
  }
# listen, alone or with a value. $mode: off, key or always (in force: "on" is key with a
# screen reader, else always), or no-key: key asked for in a terminal without F5; $language: listening-language; $engine: the recogniser
listening-state = { $mode ->
    [off] الاستماع: متوقف.
    [key] الاستماع: بالمفتاح F5، { $language }، { $engine }.
    [no-key] الاستماع: متوقف؛ لا يمكن استخدام المفتاح F5 في هذه الطرفية. قل الاستماع دائما لسماع كل أمر.
    [script] الاستماع: متوقف؛ وضع البرامج النصية لا يستمع إلى الميكروفون بدون --listen.
   *[always] الاستماع: دائمًا، { $language }، { $engine }.
  }
# The recogniser's name in listening-state when it hears the language only experimentally
# (the built-in one in Croatian and Arabic). $engine: its name
listening-experimental = { $engine }؛ والتعرف على العربية ما زال تجريبيًا
# voice alone. $listen as $mode above, or off-key: off where F5 listens once; $confirm: always, uncertain or never; $engine; $interrupt: on or off (voice interrupt)
voice-settings = الأوامر الصوتية: الاستماع { $listen ->
    [off] متوقف
    [off-key] متوقف، والمفتاح F5 يستمع لأمر واحد
    [key] بالمفتاح F5
    [no-key] متوقف، ولا يمكن استخدام المفتاح F5 في هذه الطرفية
    [script] متوقف، لأن وضع البرامج النصية لا يستمع إلى الميكروفون بدون --listen
   *[always] دائمًا
  }؛ تأكيد الحركة المسموعة قبل لعبها { $confirm ->
    [always] دائمًا
    [never] أبدًا
   *[uncertain] عند شك المحرك
  }؛ المحرك { $engine ->
        [auto] تلقائي
        [enrolled] صوتك المسجل
       *[other] { $engine }
    }؛ المقاطعة { $interrupt ->
    [on] مفعّلة، وكلامك يقطع صوت اللعبة
   *[off] متوقفة
  }.
# After voice-settings when a model is set. $path: the model's folder or file
voice-model = النموذج: { $path }.
# voice confirm always, uncertain or never
voice-confirm-set = { $confirm ->
    [always] كل حركة مسموعة تُؤكَّد قبل لعبها.
    [never] الحركات المسموعة تُلعب فورًا دون تأكيد.
   *[uncertain] الحركة المسموعة تُؤكَّد قبل لعبها عند شك المحرك.
  }
# voice engine NAME. $engine: its name (auto and enrolled said in words, the others' names as they are)
voice-engine-set = محرك التعرف على الكلام: { $engine ->
        [auto] تلقائي
        [enrolled] صوتك المسجل
       *[other] { $engine }
    }.
# voice interrupt on or off. $interrupt: on or off
voice-interrupt-set = { $interrupt ->
    [on] المقاطعة مفعّلة: حين تبدأ بالكلام تسكت اللعبة وتستمع إليك. الأفضل مع سماعات الرأس.
   *[off] المقاطعة متوقفة: أثناء كلام اللعبة لا يُسمع إلا أمر التوقف.
  }
# After listening-state while listening, when voice interrupt is on
listening-interrupt = كلامك يقطع صوت اللعبة.
# The microphone or the recogniser failed (no device, device busy or gone, a model
# missing); listening is turned off.
# $problem: one sentence, the engine's or the sound system's own words
listening-failed = توقف الاستماع: { $problem } والكتابة ما زالت تعمل.
# Listening asked for (listen on, --listen, --voice-input, listen --wav) without the
# voice extra (pocketsphinx, sounddevice) installed: how to add it; the commands stay in English
voice-extra-missing = يحتاج الاستماع إلى إضافة الصوت، وهي غير مثبتة: أضفها بالأمر pipx inject tripeaks-a11y 'pocketsphinx<5.1' sounddevice numpy أو بالأمر pip install 'tripeaks-a11y[voice]'.
help-listen = قل الاستماع تشغيل للعب بالصوت، أو الاستماع إيقاف لإيقافه؛ الاستماع دائما يسمع كل أمر، والاستماع بالمفتاح يسمع بعد الضغط على F5 فقط؛ والتشغيل يعني المفتاح مع قارئ الشاشة، ودائما من دونه. والاستماع وحده يذكر طريقة الاستماع.
help-voice = قل الأوامر الصوتية تأكيد ثم دائما أو عند الشك أو أبدا لاختيار متى تُؤكَّد الحركة المسموعة قبل لعبها، أو الأوامر الصوتية المحرك ثم pocketsphinx أو vosk أو whisper لاختيار محرك التعرف؛ والأوامر الصوتية وحدها تذكر هذه الإعدادات. وقل الأوامر الصوتية المقاطعة تشغيل لتسكت اللعبة فور بدئك الكلام (الأفضل مع سماعات الرأس)، أو الأوامر الصوتية المقاطعة إيقاف كي لا يُسمع أثناء كلامها إلا أمر التوقف.
# Why listening stopped (the $problem of listening-failed), one message per kind of
# listen.problems.PROBLEMS. $name: a file or folder; $path: a model's path;
# $detail: the sound system's or the engine's own words, or a system error's name
# (EACCES); $engine: Vosk, Whisper or a name typed; $choices, $files: lists;
# $install: the pip command; the commands and names stay as they are.
listening-problem-no-microphone = لم يُعثَر على ميكروفون.
listening-problem-busy = الميكروفون مشغول: يستخدمه برنامج آخر.
listening-problem-gone = توقف الميكروفون: فُصل أو أُطفئ.
listening-problem-no-portaudio = مكتبة الصوت PortAudio غير مثبتة (sudo apt install libportaudio2).
listening-problem-sound-system = أبلغ نظام الصوت عن خطأ: { $detail }.
listening-problem-wav-format = الملف { $name } صوت بدقة { $bits } بت وتردد { $rate } هرتز، ولا تستطيع اللعبة قراءته؛ حوّله بالأمر sox { $name } -r 16000 -c 1 -b 16 out.wav.
listening-problem-not-wav = الملف { $name } ليس ملف WAV من نوع PCM؛ حوّله بالأمر sox { $name } -r 16000 -c 1 -b 16 out.wav.
listening-problem-no-such-file = تتعذر قراءة { $name }: لا يوجد ملف أو مجلد بهذا الاسم.
listening-problem-unreadable = تتعذر قراءة { $name }: { $detail ->
    [EACCES] الإذن مرفوض
    [EPERM] الإذن مرفوض
    [EISDIR] إنه مجلد
   *[other] خطأ في النظام { $detail }
  }.
listening-problem-no-wav-files = لا يحوي المجلد { $name } أي ملف WAV.
listening-problem-not-a-file = { $name } ليس ملفًا بل أنبوب مسمى أو جهاز أو مقبس؛ تقرأ اللعبة الصوت من ملفات WAV فقط.
listening-problem-wav-damaged = الملف { $name } تالف: أحد أجزائه يدعي طولًا أكبر من الملف كله؛ سجله من جديد، أو حوّله بالأمر sox { $name } -r 16000 -c 1 -b 16 out.wav.
listening-problem-wav-too-big = الملف { $name } كبير جدًا: تقرأ اللعبة ملفات WAV حتى { $megabytes } MB.
listening-problem-wav-needs = عدد قنوات الملف { $name }: { $channels }، بدقة { $bits } بت وتردد { $rate } هرتز؛ ويحتاج محرك التعرف إلى قناة واحدة بدقة 16 بت وتردد 16000 هرتز (sox IN -r 16000 -c 1 -b 16 OUT.wav).
listening-problem-rate = تردد الصوت { $rate } هرتز؛ ويحتاج محرك التعرف على الكلام إلى 16000 هرتز.
listening-problem-no-engine = لا يوجد محرك تعرف على الكلام باسم { $engine }؛ اختر { $choices }.
listening-problem-engine-language = محرك التعرف { $engine } لا يسمع اللغة { $language }؛ بل يسمع { $choices }.
listening-problem-no-language = محرك التعرف المدمج لا يسمع اللغة { $language }.
listening-problem-start = تعذر بدء محرك التعرف على الكلام: { $detail }.
listening-problem-not-installed = { $engine } غير مثبت: { $install }.
listening-problem-model-needed-vosk = يحتاج Vosk إلى نموذج: نزّل نموذجا من alphacephei.com/vosk/models واستخرجه من ملف zip ثم اذكر مجلده بالخيار --voice-model PATH.
listening-problem-model-needed-whisper = يحتاج Whisper إلى نموذج: نزّله بالأمر tripeaks-a11y listen model get tiny.en (للإنجليزية) أو base (لكل اللغات)، أو سمِّ مجلد نموذج Whisper بصيغة CTranslate2، مثل Systran/faster-whisper-small من Hugging Face، بالخيار --voice-model PATH.
listening-problem-no-model = لا يوجد نموذج { $engine } في { $path }.
listening-problem-model-is-file-vosk = { $path } ملف؛ ونموذج Vosk هو المجلد المستخرج من ملف zip.
listening-problem-model-is-file-whisper = { $path } ملف؛ ونموذج Whisper مجلد فيه { $files }.
listening-problem-model-lacks = ينقص نموذج Whisper في { $path } ما يلي: { $files }؛ ويجب أن يكون مجلد نموذج faster-whisper، مثل Systran/faster-whisper-small من Hugging Face.
listening-problem-model-broken-vosk = تتعذر قراءة نموذج Vosk في { $path }: إنه تالف أو ليس نموذج Vosk؛ استخرج نموذجا من alphacephei.com/vosk/models من جديد.
listening-problem-model-broken-whisper = تتعذر قراءة نموذج Whisper في { $path }: إنه تالف أو من نوع آخر؛ ويجب أن يكون مجلد نموذج faster-whisper، مثل Systran/faster-whisper-small من Hugging Face.
listening-problem-model-words = نموذج Vosk في { $path } لا يعرف أي كلمة من كلمات الأوامر بهذه اللغة؛ اختر نموذجا للغة التي تتكلمها.
listening-problem-model-english = نموذج Whisper في { $path } لا يعرف إلا الإنجليزية؛ فاستخدم لهذه اللغة نموذجا متعدد اللغات (ليس في اسمه .en).
listening-problem-unreadable-speech = تعذر على Whisper قراءة الكلام: { $detail }.
listening-problem-extra-missing = { $module } غير مثبت: يأتي مع إضافة الصوت.
listening-problem-unexpected = حدث خطأ غير متوقع أثناء الاستماع ({ $detail }).

## listen model get|list|remove: the Whisper models downloaded on request (issue 31)
model-get-start = أنزل نموذج Whisper المسمى { $name } ({ $size } MB، الترخيص { $licence }) من { $repo }.
model-get-progress = { $name }: نزل { $percent }٪.
model-get-done = ثبت النموذج { $name } في { $folder }.
model-prepare-start = أهيّئ النموذج { $name } للغة { $language } مرة واحدة: أحسب ما يتوقعه حين لا يُقال شيء، كي يجيب بسرعة من أول لعبة. يستغرق ذلك بضع دقائق، ويوقفه Ctrl+C ويبقى النموذج مثبتًا.
model-prepare-progress = { $name }: هُيّئ { $percent }٪.
model-prepare-done = النموذج { $name } جاهز للغة { $language }.
model-prepare-stopped = توقفت تهيئة النموذج { $name }؛ النموذج مثبت، وما بقي يُحسب أثناء اللعب.
model-list-none = لا يوجد نموذج Whisper مثبت في { $folder }.
model-list-row = { $name }: { $size } MB، في { $folder }.
model-removed = أزيل النموذج { $name }.
model-not-installed = النموذج { $name } غير مثبت.
model-problem-exists = النموذج { $name } مثبت من قبل في { $folder }.
model-problem-no-network = تعذر الوصول إلى الخادم { $host }، فلم يثبت { $name }.
model-problem-refused = رفض الخادم التنزيل بالخطأ { $status }، فلم يثبت { $name }.
model-problem-cut = انقطع الاتصال قبل النهاية، فلم يثبت { $name }.
model-problem-bad-hash = الملف { $file } ليس الملف المنشور، فلم يثبت { $name }.
model-problem-write = تتعذر الكتابة في المجلد { $folder }، فلم يثبت { $name }.
model-problem-stopped = توقف التنزيل، فلم يثبت { $name }.

# the player's own voice (issue 31): enrolment and its problems
listening-problem-too-noisy = الضجيج أعلى من أن تُسمع الأوامر الصوتية: الكلام بالكاد أعلى من الضجيج حوله.
listening-problem-no-profile = لم يُسجَّل أي صوت للغة { $name }؛ سجّل صوتك بالأمر tripeaks-a11y listen enrol --lang { $language }.
listening-problem-take-missing = الملف { $name } غير موجود: تُسجَّل كل كلمة مرتين، في ID.wav و ID.2.wav.
listening-problem-take-empty = لا كلام في الملف { $name }؛ سجّل الكلمة مرة أخرى.
listening-problem-take-clipped = الصوت في الملف { $name } مشوّه لأنه عالٍ جدًا؛ سجّل الكلمة مرة أخرى أبعد قليلًا عن الميكروفون.
listening-problem-take-noisy = في الملف { $name } ضجيج كثير: الكلمة بالكاد أعلى من الضجيج؛ سجّل الكلمة مرة أخرى في مكان أهدأ.
listening-problem-no-word = لا توجد كلمة { $word } في قائمة الكلمات؛ يعرضها الأمر tripeaks-a11y listen words.
# A prompt before each take recorded from the microphone. $word: the word to say
enrol-say = قل: { $word }
enrol-again = مرة أخرى: { $word }
# Ctrl+C while enrolling from the microphone
enrol-stopped = توقف التسجيل، ولم يُحفظ شيء.
# A take from the microphone refused; it is asked again
enrol-take-take-empty = لم يُسمع كلام؛ قلها مرة أخرى.
enrol-take-take-clipped = الصوت عالٍ جدا والتسجيل مشوَّه؛ قلها مرة أخرى أبعد قليلا عن الميكروفون.
enrol-take-take-noisy = الضجيج كثير: الكلمة بالكاد أعلى من الضجيج؛ قلها مرة أخرى في مكان أهدأ.
enrol-saved = سُجِّلت { $count } كلمة للغة { $language }.
enrol-profile = { $language }: { $count } كلمة مسجلة.
enrol-no-profiles = لم يُسجَّل أي صوت.
enrol-removed = حُذف الصوت المسجل للغة { $language }.
# After listening-state when the game chose the recogniser (no voice engine set): why it.
# $reason: enrolled, model or built-in; $model: the Whisper model's name
listening-chosen = { $reason ->
    [enrolled] وهو يتعرف على صوتك أنت، المسجَّل لهذه اللغة.
    [model] وهو Whisper { $model } المثبَّت، إذ لم يُسجَّل صوت لهذه اللغة.
   *[built-in] وهو المحرك المدمج، إذ لم يُسجَّل صوت ولم يُثبَّت نموذج، فتُؤكَّد كل حركة مسموعة قبل لعبها.
  }
# listen on in a language with no enrolled voice and no model that hears it: listening stays off.
# $language: listening-language; $code: the language code for the command
listening-enrol-first = يبقى الاستماع متوقفًا: لم يُسجَّل صوت للغة { $language } ولا يوجد نموذج مثبَّت يفهمها. سجّل صوتك بالأمر tripeaks-a11y listen enrol --lang { $code }؛ والأمر tripeaks-a11y listen words --lang { $code } يعرض الكلمات التي تقولها.
