## The guided first game (issue 16, point 4): tutorial, on the rules pages' deal TP1-E-AAAAAAB.
## Each step explains, then asks for one action; the cards named are that deal's.

help-tutorial = قل درس لجولة أولى مع شرح على توزيعة صفحات القواعد: كل خطوة تشرح قاعدة وتنتظرك. قل خروج من الدرس لتتركه؛ وتستمر الجولة.
# The opening's offer, said once at the first start
tutorial-offer = هل أنت جديد هنا؟ قل درس لجولة أولى مع شرح على توزيعة صفحات القواعد.
# Asked before the guided game replaces a game in progress
tutorial-confirm = هناك جولة جارية. هل تتركها من أجل الدرس؟ قل نعم أو لا.
# The same, over a game of another kind (Pyramid): the guide's deal is TriPeaks
tutorial-confirm-other = هناك جولة هرم جارية، والدرس يعلم تري بيكس. هل تتركها من أجل الدرس؟ قل نعم أو لا.
tutorial-start = الدرس: توزيعة صفحات القواعد، القواعد السهلة. كل خطوة تنتظرك؛ قل خروج من الدرس لتتركه في أي وقت.
# Before tutorial-start when the guided game replaces another game kind (Pyramid)
tutorial-tripeaks = الدرس يعلم تري بيكس، لذلك هذه توزيعة تري بيكس. لتلعب الهرم مرة أخرى قل خروج من الدرس، ثم لعبة الهرم.

# $cards (step 1): the peak cards to clear, from the layout (28)
tutorial-step-1 = الخطوة 1 من 9، اللوحة. الهدف إزالة جميع أوراق القمم، وعددها { $cards }، ولو بقيت أوراق في كومة السحب؛ وإذا فرغت كومة السحب ولم تبق ورقة يمكن لعبها، خسرت الجولة. كومة السحب مقلوبة؛ والورقة العليا في كومة الرمي، وهي هنا آس البرسيم، هي الورقة التي تلعب عليها. ثم تأتي الصفوف، من رؤوس القمم إلى الصف السفلي؛ الورقة المخفية مقلوبة، ولا تُلعب إلا الأوراق المكشوفة التي لا تغطيها أي ورقة. قل حركات لسماع الأوراق التي يمكنك لعبها.
tutorial-step-2 = الخطوة 2 من 9. تُلعب الورقة إذا كانت أعلى أو أدنى برتبة واحدة من الورقة العليا في كومة الرمي، أيًا كان نوعها. في القواعد السهلة الملك والآس متجاوران، لذلك يمكن لعب ملك البرسيم و2 من الماس وملك الماس على آس البرسيم؛ وفي القواعد الكلاسيكية لا يمكن إلا 2 من الماس. العب ملك البرسيم: اكتب Kc.
tutorial-step-3 = الخطوة 3 من 9. صار ملك البرسيم الورقة العليا في كومة الرمي، وفي القواعد السهلة يُلعب الآس على الملك. العب آس البستوني: اكتب As.
tutorial-step-4 = الخطوة 4 من 9. على آس البستوني، العب 2 من الماس: اكتب 2d، واستمع إلى الورقة التي تنكشف.
tutorial-step-5 = انكشفت 7 من البستوني في الصف 3، الورقة 5: فالورقتان اللتان كانتا تغطيانها قد لُعبتا. الخطوة 5 من 9: جرب ورقة لا تناسب، مثل 9 من البستوني على 2 من الماس: اكتب 9s. سترفضها اللعبة.
tutorial-step-6 = الخطوة 6 من 9. إذا لم تناسب أي ورقة، اسحب: تصير الورقة العليا من كومة السحب الورقة العليا في كومة الرمي. قل اسحب.
tutorial-step-7 = الخطوة 7 من 9. كل سحب يخصم نقطة، مثل كل ورقة تُلعب. تراجع عن السحب: قل تراجع.
tutorial-step-8 = أعاد التراجع الورقة إلى كومة السحب وأعاد النقطة. الخطوة 8 من 9: إذا لم تعرف ماذا تلعب، اطلب تلميحًا: قل تلميح.
tutorial-step-9 = الخطوة 9 من 9، النقاط. قل نقاط.
tutorial-done = تبدأ النقاط من 500؛ كل ورقة تُلعب أو تُسحب تخصم نقطة واحدة، وإفراغ قمة كاملة يمنح 100 نقطة أخرى. ولهذه المكافأة في القمة اليسرى 9 أوراق، وفي الوسطى 9، وفي اليمنى 10. انتهى الدرس: تستمر هذه الجولة جولةً عادية. بالتوفيق.

# The keys of a step, said after it when the terminal sends keys
tutorial-keys-play = بالمفاتيح: تنقل مفاتيح الأسهم أو Tab المؤشر إلى الورقة، ويلعبها مفتاح المسافة.
tutorial-keys-draw = أو اضغط F2.
tutorial-keys-undo = أو اضغط F3.
tutorial-keys-hint = أو اضغط F4.

# What a step asks, in short, for a try that is not this step's
tutorial-ask-1 = قل حركات.
tutorial-ask-2 = العب ملك البرسيم: اكتب Kc.
tutorial-ask-3 = العب آس البستوني: اكتب As.
tutorial-ask-4 = العب 2 من الماس: اكتب 2d.
tutorial-ask-5 = جرب ورقة لا تناسب، مثل 9 من البستوني: اكتب 9s.
tutorial-ask-6 = قل اسحب.
tutorial-ask-7 = قل تراجع.
tutorial-ask-8 = قل تلميح.
tutorial-ask-9 = قل نقاط.
tutorial-not-now = لم تُلعب: الدرس ينتظر خطوته.
tutorial-leave = قل خروج من الدرس لتترك الدرس.
# hint at a step that asks for a card (2-4): then that step's tutorial-ask line
tutorial-hint = تلميح لهذه الخطوة:
tutorial-fits = هذه الورقة تناسب فستُلعب؛ وهذه الخطوة تطلب ورقة لا تناسب.

# Why the refusal of step 5 happened
tutorial-refused-rank = هذا رفض: الورقة ليست أعلى أو أدنى برتبة واحدة من الورقة العليا في كومة الرمي، فلم يتغير شيء.
tutorial-refused-blocked = هذا رفض: الورقة مغطاة أو مقلوبة، فلم يتغير شيء.
tutorial-refused-other = هذا رفض: لم يتغير شيء.

tutorial-quit = انتهى الدرس؛ تستمر هذه الجولة جولةً عادية.
tutorial-none = لا يوجد درس جارٍ. قل درس لبدئه.
tutorial-ended = انتهى الدرس، لأن جولته تُركت.
