### Deals worth playing, in Arabic (issue 14, point 5): جديدة يومية، جديدة قابلة للفوز، لعبة 1234.
### The same message ids exist in en/ and hr/.

## The date of a deal of the day (UTC). $day, $month (1-12), $year: numbers

daily-date = { $day } { $month ->
    [1] يناير
    [2] فبراير
    [3] مارس
    [4] أبريل
    [5] مايو
    [6] يونيو
    [7] يوليو
    [8] أغسطس
    [9] سبتمبر
    [10] أكتوبر
    [11] نوفمبر
   *[12] ديسمبر
  } { $year }

## جديدة يومية. $date: daily-date; $code, $rules

daily-new-game = توزيعة اليوم، { $date }: { $code }، { rules-phrase }.
pyramid-daily-new-game = توزيعة اليوم من الهرم، { $date }: { $code }.

## جديدة قابلة للفوز: the solver has won this deal under the rules in force. $code, $rules

winnable-new-game = جولة جديدة: { $code }، { rules-phrase }، يمكن الفوز بها: وجدت طريقًا إلى الفوز.
pyramid-winnable-new-game = جولة جديدة من الهرم: { $code }، يمكن الفوز بها: وجدت طريقًا إلى الفوز.
# No deal tried was shown winnable; the game played goes on. $count: the deals tried
winnable-none = لم أجد توزيعة يمكن الفوز بها بعد { $count ->
    [one] محاولة واحدة
    [two] محاولتين
    [few] { $count } محاولات
   *[other] { $count } محاولة
  }. قل جديدة قابلة للفوز لتحاول مرة أخرى، أو جديدة لأي توزيعة.

## لعبة 1234: a deal number after لعبة, pointed to جديدة. $number: the number said

deal-number-pointer = قل جديدة { $number } لتوزيع التوزيعة رقم { $number }.
