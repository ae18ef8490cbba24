## help: the short answer, a few lines with the short forms (issue 13, point 6).
## Each line names commands by their words in the grammar; the short forms in
## brackets are words the parser takes in every language.

# The playing line is each game's own (the game's message prefix).
help-playing = اللعب: اسم الورقة، مثل 7 من البستوني أو 7ب أو 7s، أو مكانها، مثل صف 4 ورقة 3؛ اسحب (d)؛ تراجع (u)؛ إعادة؛ آخر الحركات؛ تلميح؛ اختلس النظر؛ الاحتمالات؛ حل.
pyramid-help-playing = اللعب: ورقتان مجموعهما 13، مثل 6 من القلوب 7 من البرسيم أو 6h 7c، أو 6h رمي لاستخدام أعلى كومة الرمي؛ أو الملك وحده، مثل ملك البستوني أو ks؛ اسحب (d)؛ تراجع (u)؛ إعادة؛ آخر الحركات؛ تلميح؛ اختلس النظر؛ الاحتمالات؛ حل؛ سلسلة.
help-board-line = قراءة اللوحة: لوحة (b)، أو لوحة مختصرة للأوراق القابلة للعب فقط؛ صف ورقمه (r 4)؛ رمي (w)؛ حركات (m)؛ انظر واسم الورقة (l 7s)؛ نقاط (s).
help-game-line = الجولة: جديدة (n)؛ أعد؛ رمز؛ قواعد سهلة أو كلاسيكية؛ لعبة الهرم أو تري بيكس؛ أسئلة؛ خروج (q).
# Pyramid's own game line (kinds: help_lines): rules there chooses nothing, it tells
# the one rule set and the goal (docs/pyramid.md "Playing")
pyramid-help-game-line = الجولة: جديدة (n)؛ أعد؛ رمز؛ قواعد لسماع القواعد والهدف؛ لعبة الهرم أو تري بيكس؛ أسئلة؛ خروج (q).
help-settings-line = الإعدادات: لغة ar أو hr أو en؛ أخطاء تشغيل أو إيقاف؛ الكلام؛ التفصيل مختصر أو عادي أو كامل؛ سرعة؛ مستوى الصوت؛ نغمات؛ وضع الكلام؛ كرر؛ توقف.
help-voice-line = اللعب بالصوت: الاستماع تشغيل أو إيقاف أو بالمفتاح؛ الأوامر الصوتية لإعداداتها.
# The goal line of help, each game's own (docs/rules.md "End of the game",
# docs/pyramid.md "Score and end of the game"); $cards: the cards to clear, from the layout (28)
help-goal = الهدف: إزالة جميع أوراق القمم، وعددها { $cards }، ولو بقيت أوراق في كومة السحب؛ وتخسر الجولة عندما تفرغ كومة السحب ولا تبقى ورقة يمكن لعبها.
pyramid-help-goal = الهدف: إزالة جميع أوراق الهرم، وعددها { $cards }، ولو بقيت أوراق في كومة السحب؛ وتخسر الجولة عندما تفرغ كومة السحب ولا تبقى نقلة قانونية.
help-more = قل مساعدة الكل (h الكل) لسماع كل أمر، أو مساعدة واسم أمر، مثل مساعدة العب. جديد هنا؟ قل درس لجولة أولى بإرشاد، ومفاتيح لسماع المفاتيح.

## Verbosity in print: the lines that differ from normal (issue 13, point 5).

# brief: a draw without the cards left; $card
verbosity-drawn = تم سحب { $card }.
# brief: a revealed card without its place; $card
verbosity-revealed = ورقة مكشوفة جديدة: { $card }.
# full: the draw pile after a move; $count: cards left in it
verbosity-stock = { board-stock }.
# brief: a Pyramid removal without its points and the score; $first, $second, $card
verbosity-paired = أُزيل الزوج { $first } و{ $second }.
verbosity-king-removed = أُزيل { $card }.
verbosity-waste-king-removed = أُزيل { $card } من كومة الرمي.
