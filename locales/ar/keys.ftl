## The keys of the full terminal (issue 16): help keys, and what each key does.
## The key table is commands.table.KEYS; each key has a name (key-name-*) and an action (key-does-*).

# One key and what it does. $key: a key-name-*; $does: a key-does-*
key-item = { $key }: { $does }
# The keys that act only while the typed line is empty (the card cursor). $keys: key-item list
keys-empty-line = في سطر فارغ: { $keys }.
# The keys that act at any time. $keys: key-item list
keys-any-time = في أي وقت: { $keys }. يسكت Ctrl+C الكلام أيضًا، ويعيد Ctrl+P وCtrl+N الأوامر السابقة.
# help keys where the terminal cannot send single keys (--plain, TERM=dumb, a script)
keys-unavailable = لا تستطيع هذه الطرفية إرسال مفاتيح مفردة (إدخال بسيط أو ملف أوامر)، فاكتب الأوامر بدلًا منها، مثل اسحب وتراجع وتلميح ولوحة وكرر وتوقف.
help-keys = قل مفاتيح لسماع مفاتيح الطرفية الكاملة: مؤشر الأوراق على مفاتيح الأسهم وTab والمسافة، ومن F2 إلى F9 للسحب والتراجع والتلميح والاستماع واللوحة والتكرار والإسكات وتشغيل الكلام أو إيقافه.

key-name-left = السهم الأيسر
key-name-right = السهم الأيمن
key-name-up = السهم الأعلى
key-name-down = السهم الأسفل
key-name-tab = Tab
key-name-s-tab = Shift+Tab
key-name-space = مفتاح المسافة
key-name-f2 = F2
key-name-f3 = F3
key-name-f4 = F4
key-name-f5 = F5
key-name-f6 = F6
key-name-f7 = F7
key-name-f8 = F8
key-name-f9 = F9

key-does-cursor-left = الورقة السابقة في الصف
key-does-cursor-right = الورقة التالية في الصف
key-does-cursor-up = الصف الأعلى
key-does-cursor-down = الصف الأسفل، ثم كومة الرمي وكومة السحب
key-does-cursor-next = الورقة المتاحة التالية
key-does-cursor-previous = الورقة المتاحة السابقة
key-does-cursor-play = العب الورقة التي عند المؤشر، أو اسحب عند كومة السحب
pyramid-key-does-cursor-play = اختر ورقة ثم الورقة التي تكمل معها 13، أو الملك وحده؛ وعند كومة السحب اسحب
key-does-draw = اسحب
key-does-undo = تراجع
key-does-hint = تلميح
key-does-listen = استمع لأمر منطوق واحد
key-does-board = اقرأ اللوحة
key-does-repeat = كرر آخر إعلان
key-does-stop = أسكت الكلام
key-does-speech-toggle = تشغيل الكلام أو إيقافه
