# The settings file (settings.toml): what is told, once, when it cannot be read or saved.
# settings-not-saved (in tripeaks.ftl) takes one of the settings-reason-* phrases as $problem.

settings-unreadable = تعذّرت قراءة ملف الإعدادات { $path }: { $problem }. تُستخدم القيم الافتراضية.
settings-not-file = { $path } ليس ملفًا عاديًا؛ فلا تُقرأ منه الإعدادات ولا تُحفظ فيه.
settings-too-big = ملف الإعدادات { $path } أكبر من { $count } كيلوبايت فلا يُقرأ. تُستخدم القيم الافتراضية؛ وعند تغيير أي إعداد يُحفظ الملف باسم settings.toml.broken.
settings-encoding = ملف الإعدادات { $path } ليس نصًا بترميز UTF-8. تُستخدم القيم الافتراضية؛ وعند تغيير أي إعداد يُحفظ الملف باسم settings.toml.broken.
settings-syntax = في ملف الإعدادات { $path } خطأ في السطر { $number }. تُستخدم القيم الافتراضية؛ وعند تغيير أي إعداد يُحفظ الملف باسم settings.toml.broken.
settings-nesting = في ملف الإعدادات { $path } جداول أو مصفوفات متداخلة أعمق من { $count } مستوى. تُستخدم القيم الافتراضية؛ وعند تغيير أي إعداد يُحفظ الملف باسم settings.toml.broken.
settings-values = في ملف الإعدادات { $path } قيم لا يمكن استخدامها: { $problem }. تحلّ محلّها القيم الافتراضية؛ وعند تغيير أي إعداد يُحفظ الملف القديم باسم settings.toml.broken.
settings-reason-denied = الإذن مرفوض
settings-reason-full = القرص ممتلئ
settings-reason-read-only = القرص للقراءة فقط
settings-reason-folder = تعذّر إنشاء المجلد
settings-reason-no-folder = المجلد غير موجود
settings-reason-changed = غيّر برنامج آخر الملف منذ بدء اللعبة فلم تعد قراءته ممكنة، فيبقى كما هو
settings-reason-too-big = سيتجاوز حجم الملف { $count } كيلوبايت، فيبقى كما هو
settings-reason-other = خطأ في النظام { $problem }
