### Rezultati i statistika, na hrvatskom (issue 14, points 3 and 4).
### The same message ids exist in en/ and ar/; a test checks it.

help-stats = Recite statistika da biste čuli svoju statistiku i statistiku svih igrača u ovoj igri i uz ova pravila: odigrane i dobivene partije, uspješnost, nizove pobjeda, najbolje bodove, najmanje poteza i prosječno vrijeme do pobjede.
help-records = Recite rezultati partija da biste čuli svojih zadnjih 5 partija i rekorde ovog dijeljenja.
help-player = Recite igrač i ime, na primjer igrač Ana, da biste igrali kao taj igrač: rezultati i statistika vode se za svakog igrača posebno.

## After a game: one sentence (seed 003). $number: the deal number; $result: records-won or records-left

records-first-win = Prvi ste pobijedili u dijeljenju broj { $number }!
records-record = Novi rekord dijeljenja broj { $number }: { $result }!
records-personal-best = Vaš najbolji rezultat dosad u dijeljenju broj { $number }: { $result }.
# $score: higher than any earlier game's with the same scoring
records-best-score = Novi rekord u bodovima: { $score }!

## Results. $moves: the moves of a win; $count: the cards left

records-won = pobjeda u { $moves ->
    [one] { $moves } potezu
   *[other] { $moves } poteza
  }
records-left = { $count ->
    [one] ostala je { cards-count }
    [few] ostale su { cards-count }
   *[other] ostalo je { cards-count }
  }
records-abandoned = { $count ->
    [one] napuštena, ostala je { cards-count }
    [few] napuštena, ostale su { cards-count }
   *[other] napuštena, ostalo je { cards-count }
  }

## stats. $title: records-title; $played, $won, $percent, $streak, $best: numbers

records-title = { $game ->
    [pyramid] Piramida
   *[tripeaks] TriPeaks
  }
records-title-rules = { records-title }, { rules-phrase }
records-stats-you = Vaše partije, { $title }: odigrano: { $played }, dobiveno: { $won }, uspješnost: { $percent } posto; trenutni niz pobjeda: { $streak }, najdulji niz: { $best }.
records-stats-none = Još nemate zapisanih partija: { $title }.
records-stats-all = Svi igrači: odigrano: { $played }, dobiveno: { $won }, uspješnost: { $percent } posto; najdulji niz pobjeda: { $best }.
# $score: the best score; $moves: the fewest moves of a win; $time: records-time…
records-stats-bests = Najbolji bodovi: { $score }; najmanje poteza do pobjede: { $moves }; prosječno vrijeme do pobjede: { $time }.
records-stats-no-win = Najbolji bodovi: { $score }; još nijedna pobjeda.

## Time. $minutes, $seconds: numbers for the plural; $min, $sec: the same as said

records-time-seconds = { $seconds ->
    [one] { $sec } sekunda
    [few] { $sec } sekunde
   *[other] { $sec } sekundi
  }
records-time-minutes = { $minutes ->
    [one] { $min } minuta
    [few] { $min } minute
   *[other] { $min } minuta
  }
records-time = { records-time-minutes } i { records-time-seconds }

## records: the last games and the records of this deal; $count: the plural, $n: it as said

records-recent = { $count ->
    [1] Vaša zadnja partija:
    [one] Vaša zadnja { $n } partija, najnovija prva:
    [few] Vaše zadnje { $n } partije, najnovija prva:
   *[other] Vaših zadnjih { $n } partija, najnovija prva:
  }
records-recent-none = Još nemate zapisanih partija.
# one game: $title, $number, $result, $score
records-game = { $title }, dijeljenje broj { $number }: { $result }, bodovi { $score }.
records-game-dealt = { $title }, zadano dijeljenje: { $result }, bodovi { $score }.
# $player: the record holder
records-deal = Rekord dijeljenja broj { $number }: { $result }, bodovi { $score }, igrač { $player }.
records-deal-yours = Rekord dijeljenja broj { $number } je vaš: { $result }, bodovi { $score }.
records-deal-own = Vaš najbolji rezultat u dijeljenju broj { $number }: { $result }, bodovi { $score }.
records-deal-none = Dijeljenje broj { $number } još nema rezultata.
records-deal-unnumbered = Ovo dijeljenje nema broja pa nema ni rekorda.

## The same for the deal of the day (its records are kept apart)

records-first-win-daily = Prvi ste pobijedili u partiji dana!
records-record-daily = Novi rekord partije dana: { $result }!
records-personal-best-daily = Vaš najbolji rezultat dosad u partiji dana: { $result }.
records-deal-daily = Rekord partije dana: { $result }, bodovi { $score }, igrač { $player }.
records-deal-yours-daily = Rekord partije dana je vaš: { $result }, bodovi { $score }.
records-deal-own-daily = Vaš najbolji rezultat u partiji dana: { $result }, bodovi { $score }.
records-deal-none-daily = Partija dana još nema rezultata.
records-game-daily = { $title }, partija dana, dijeljenje broj { $number }: { $result }, bodovi { $score }.

## player: $player, the name

player-now = Igrač: { $player }. Rezultati i statistika od sada se vode pod tim imenom.
player-is = Igrač: { $player }. Recite igrač i ime da biste ga promijenili.
player-bad = Ime igrača ima od 1 do 40 slova, znamenki ili razmaka.

## Records off: $reason
records-off = Rezultati se ne bilježe pa nema što reći: { $reason ->
    [script] skriptni način bez --data-dir ne bilježi rezultate
    [corrupt] datoteka s rezultatima je oštećena
    [newer] datoteka s rezultatima potječe iz novije inačice igre
    [locked] datoteku s rezultatima drži druga pokrenuta igra
    [read-only] u datoteku s rezultatima ne može se pisati
    [full] disk je pun
    [foreign] datoteka rezultata pripada drugom programu
   *[other] datoteku s rezultatima nije moguće otvoriti
  }.

## tripeaks-a11y records --csv FILE; $path, $count (the plural; $n: it as said), $problem

records-csv-written = { $count ->
    [one] U { $path } zapisana je { $n } partija.
    [few] U { $path } zapisane su { $n } partije.
   *[other] U { $path } zapisano je { $n } partija.
  }
records-csv-exists = { $path } već postoji pa je ostavljena netaknuta. Dodajte --force da je zamijenite.
records-csv-folder = { $path } je mapa; navedite ime datoteke.
records-csv-failed = Nije moguće zapisati { $path }: { $problem }.
records-csv-no-store = U { $path } još nema rezultata: nema se što izvesti.
records-csv-store = Nije moguće pročitati datoteku s rezultatima { $path }: { $problem }.
