# tripeaks-a11y doctor: what a bug report needs, one fact a line.
doctor-heading = tripeaks-a11y { $version }. ما يلي هو ما يحتاجه بلاغ الخطأ: انسخ هذه الأسطر فيه.
doctor-python = بايثون { $version } ({ $implementation }) على { $platform }.
doctor-core-compiled = نواة الحلّ: مُصرَّفة، حُمِّلت من { $path }.
doctor-core-python-chosen = نواة الحلّ: البحث ببايثون، لأن قيمة TRIPEAKS_A11Y_SOLVER_CORE هي python. النواة المُصرَّفة في { $path } تُحمَّل؛ والنصائح واحدة مع كلتيهما، لكن البحث ببايثون أبطأ.
doctor-core-python-missing = نواة الحلّ: البحث ببايثون، لأنه لا تُحمَّل أي نواة مُصرَّفة من { $path }. النصائح هي نفسها، لكنها أبطأ.
doctor-core-how = للحصول على النواة المُصرَّفة، ثبّت حزمة wheel المصنوعة لمنصّتك، أو ثبّت مُصرِّفًا للغة C (gcc أو clang أو Microsoft C++) ثم أعد تثبيت اللعبة، فتبنيها بنفسها.
doctor-speech-setting = إعداد الكلام عند لوحة المفاتيح: { $output }.
doctor-speech-auto = مع --speech auto ستقول اللعبة: { $notice }
doctor-voice-ok = صوت اللعبة باللغة { $language }: جاهز، بقدر ما يمكن أن يُظهره فحص لا يُصدر صوتًا.
doctor-voice-problem = صوت اللعبة باللغة { $language }: { $reason }
doctor-screen-reader = قارئ الشاشة: { $reader } يعمل.
doctor-screen-reader-none = قارئ الشاشة: لم يُعثَر على أي قارئ يعمل.
doctor-sound-device = جهاز الصوت: عُثِر على جهاز (خادم صوت أو بطاقة صوت).
doctor-sound-device-none = جهاز الصوت: لم يُعثَر على أي جهاز.
doctor-voice-libraries = مكتبات الأوامر المنطوقة: { $items }.
doctor-library-installed = { $text } مثبَّتة
doctor-library-missing = { $text } غير مثبَّتة
doctor-library-broken = { $text } مثبَّتة لكنها لا تُحمَّل ({ $detail })
doctor-voice-how = لإعطاء الأوامر بالكلام، أضف مكتبات الصوت: pipx inject tripeaks-a11y 'pocketsphinx<5.1' sounddevice، أو pip install 'tripeaks-a11y[voice]'.
doctor-microphone = الميكروفون: { $device }. لم يُسجَّل شيء للعثور عليه.
doctor-microphone-none = الميكروفون: لم يُعثَر على أي ميكروفون.
doctor-microphone-stand-in = الميكروفون: ملف WAV أو مجلد { $path }، من TRIPEAKS_A11Y_MICROPHONE.
doctor-microphone-unknown = الميكروفون: لا يمكن فحصه: { $detail }
doctor-microphone-no-library = الميكروفون: لا يمكن فحصه دون إضافة الصوت (sounddevice).
# $count: how many languages have an enrolled voice; $items: their names, joined
doctor-voice-profiles = الأصوات المسجلة: { $count ->
    [0] لا شيء
   *[other] { $items }
  }.
# $count: how many Whisper models are installed; $items: their names, joined
doctor-voice-models = نماذج Whisper المثبتة: { $count ->
    [0] لا شيء؛ والأمر tripeaks-a11y listen model get tiny.en ينزّل نموذجًا حين تطلب
   *[other] { $items }
  }.
# $language: the interface language's name; $engine: the recogniser listen on would use
doctor-voice-choice = الاستماع باللغة { $language } يستخدم { $engine }.
# $code: the language code for the command
doctor-voice-choice-none = الاستماع باللغة { $language }: لا محرك للتعرف على الكلام حتى تسجّل صوتك (tripeaks-a11y listen enrol --lang { $code }).
doctor-settings-writable = ملف الإعدادات: { $path }. يمكن الكتابة فيه.
doctor-settings-unwritable = ملف الإعدادات: { $path }. لا يمكن الكتابة فيه، لذا تبقى الإعدادات المغيَّرة حتى نهاية اللعبة فقط.
doctor-records-writable = ملف النتائج: { $path }. يمكن الكتابة فيه.
doctor-records-unwritable = ملف النتائج: { $path }. لا يمكن الكتابة فيه، لذا لا تُسجَّل الجولات.
# $problem: what reading the records file found (foreign, newer, corrupt, or another problem)
doctor-records-problem = ملف النتائج: { $path }. { $problem ->
    [foreign] إنه لبرنامج آخر: لا تمسه اللعبة ولا تسجل الجولات؛ شغّل اللعبة مع --data-dir لحفظ النتائج في مجلد آخر.
    [newer] إنه من إصدار أحدث من اللعبة: لا تُسجَّل الجولات.
    [corrupt] إنه تالف: ستحفظه اللعبة باسم آخر وتبدأ ملفًا جديدًا.
   *[other] لا يمكن قراءته، فقد لا تُسجَّل الجولات.
  }
doctor-catalogs = فهارس الرسائل: { $path }.
doctor-catalog = { $language }: يُحمَّل، عدد الرسائل: { $count }.
doctor-catalog-error = { $language }: لا يمكن قراءته: { $detail }
doctor-unknown = { $text }: لا يمكن معرفته: { $detail }
