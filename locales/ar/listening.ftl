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
  }؛ المحرك { $engine }؛ المقاطعة { $interrupt ->
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
# voice engine NAME. $engine: its name
voice-engine-set = محرك التعرف على الكلام: { $engine }.
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
voice-extra-missing = يحتاج الاستماع إلى إضافة الصوت، وهي غير مثبتة: أضفها بالأمر pipx inject tripeaks-a11y 'pocketsphinx<5.1' sounddevice أو بالأمر pip install 'tripeaks-a11y[voice]'.
help-listen = قل الاستماع تشغيل للعب بالصوت، أو الاستماع إيقاف لإيقافه؛ الاستماع دائما يسمع كل أمر، والاستماع بالمفتاح يسمع بعد الضغط على F5 فقط؛ والتشغيل يعني المفتاح مع قارئ الشاشة، ودائما من دونه. والاستماع وحده يذكر طريقة الاستماع.
help-voice = قل الأوامر الصوتية تأكيد ثم دائما أو عند الشك أو أبدا لاختيار متى تُؤكَّد الحركة المسموعة قبل لعبها، أو الأوامر الصوتية المحرك ثم pocketsphinx أو vosk أو whisper لاختيار محرك التعرف؛ والأوامر الصوتية وحدها تذكر هذه الإعدادات. وقل الأوامر الصوتية المقاطعة تشغيل لتسكت اللعبة فور بدئك الكلام (الأفضل مع سماعات الرأس)، أو الأوامر الصوتية المقاطعة إيقاف كي لا يُسمع أثناء كلامها إلا أمر التوقف.
