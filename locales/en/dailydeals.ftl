### Deals worth playing, in English (issue 14, point 5): new daily, new winnable, game 1234.
### The same message ids exist in ar/ and hr/.

## The date of a deal of the day (UTC). $day, $month (1-12), $year: numbers

daily-date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
  } { $year }

## new daily. $date: daily-date; $code, $rules

daily-new-game = Deal of the day, { $date }: { $code }, { rules-phrase }.
pyramid-daily-new-game = Pyramid deal of the day, { $date }: { $code }.

## new winnable: the solver has won this deal under the rules in force. $code, $rules

winnable-new-game = New game: { $code }, { rules-phrase }, winnable: the solver found a win.
pyramid-winnable-new-game = New game of Pyramid: { $code }, winnable: the solver found a win.
# No deal tried was shown winnable; the game played goes on. $count: the deals tried
winnable-none = I found no winnable deal after { $count ->
    [one] { $count } try
   *[other] { $count } tries
  }. Say new winnable to try again, or new for any deal.

## game 1234: a deal number after game, pointed to new. $number: the number said

deal-number-pointer = Say new { $number } to deal numbered deal { $number }.
