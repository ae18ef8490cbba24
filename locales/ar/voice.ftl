# The voice check (issue 12): why the game's own voice cannot work here.
voice-no-device = لم يُعثَر على جهاز صوت.
voice-no-engine = لا يوجد محرّك نطق مثبَّت (espeak-ng).
voice-no-voice = ليس لدى محرّك النطق صوتٌ لهذه اللغة ({ $language }).
voice-failed = تعطّل محرّك النطق: { $detail }
voice-auto-none = الكلام: النص فقط، لأنه لا يعمل أي قارئ شاشة ولا يمكن أن يعمل صوت اللعبة هنا. { $reason } لتجربته رغم ذلك، ابدأ اللعبة بالخيار --speech tts.
