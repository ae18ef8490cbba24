### Deals worth playing, in Croatian (issue 14, point 5): nova dnevna, nova rješiva, igra 1234.
### The same message ids exist in en/ and ar/.

## The date of a deal of the day (UTC), the month in the genitive. $day, $month (1-12), $year

daily-date = { $day }. { $month ->
    [1] siječnja
    [2] veljače
    [3] ožujka
    [4] travnja
    [5] svibnja
    [6] lipnja
    [7] srpnja
    [8] kolovoza
    [9] rujna
    [10] listopada
    [11] studenoga
   *[12] prosinca
  } { $year }. godine

## nova dnevna. $date: daily-date; $code, $rules

daily-new-game = Partija dana, { $date }: { $code }, { rules-phrase }.
pyramid-daily-new-game = Partija dana Piramide, { $date }: { $code }.

## nova rješiva: the solver has won this deal under the rules in force. $code, $rules

winnable-new-game = Nova partija: { $code }, { rules-phrase }, rješiva: našao sam pobjednički niz.
pyramid-winnable-new-game = Nova partija Piramide: { $code }, rješiva: našao sam pobjednički niz.
# No deal tried was shown winnable; the game played goes on. $count: the deals tried
# (nakon + genitive: pokušaja for every count).
winnable-none = Nisam našao rješivu partiju nakon { $count } pokušaja. Recite nova rješiva za novi pokušaj ili nova za bilo koje dijeljenje.

## igra 1234: a deal number after igra, pointed to nova. $number: the number said

deal-number-pointer = Recite nova { $number } za dijeljenje broj { $number }.
