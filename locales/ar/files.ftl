# tripeaks-a11y speak --to FILE: why the WAV file was not written; nothing there was changed.
# $path: the file name as given (cut when long)
speak-file-not-wav = { $path } ليس ملف WAV، فتُرك كما هو. أضف --force لاستبداله.
speak-file-link = { $path } رابط رمزي، فلم يُكتب شيء. أضف --force لاستبدال الرابط نفسه.
speak-file-folder = { $path } مجلد؛ اكتب اسم ملف.
speak-file-not-file = { $path } ليس ملفًا عاديًا، فلم يُكتب شيء.
speak-file-no-folder = تعذّرت كتابة { $path }: المجلد غير موجود.
speak-file-no-space = تعذّرت كتابة { $path }: لم تبقَ مساحة على الجهاز.
speak-file-permission = تعذّرت كتابة { $path }: ليس لديك إذن بالكتابة.
speak-file-read-only = تعذّرت كتابة { $path }: نظام الملفات للقراءة فقط.
# $problem: the system's own reason, in the system's words
speak-file-other = تعذّرت كتابة { $path }: { $problem }.
