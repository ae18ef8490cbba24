## Advice: what hint and solve say (issue 13, point 1)
## The searches are bounded by nodes, so the same position always gets the same answer.

# help hint in each game (kinds.py help_ids); help-hint speaks of both (docs/commands.md).
help-hint = Recite savjet da čujete potez koji možete odigrati. U igri TriPeaks savjet se služi samo kartama koje vidite: imenuje potez nakon kojeg se može dobiti najviše ovakvih partija i njihov udio; recite zaviri za potez pronađen gledanjem skrivenih karata. U Piramidi: prvi kralj ili par redom ploče, ili izvlačenje kad se ništa ne može ukloniti.
help-hint-tripeaks = Recite savjet da čujete potez odabran samo prema kartama koje vidite: neviđene karte mnogo se puta nasumce podijele, a savjet imenuje potez nakon kojeg se može dobiti najviše tih partija i njihov udio. Recite zaviri za sljedeći potez pobjedničkog niza pronađenog gledanjem skrivenih karata. Potez povlačite sami.
help-hint-pyramid = Recite savjet za prvog kralja ili par redom ploče, odozgo prema dolje i slijeva nadesno, pa gornju kartu odlagališta; ili izvlačenje kad se ništa ne može ukloniti. Recite zaviri za sljedeći potez pobjedničkog niza pronađenog gledanjem redoslijeda karata u kupu za izvlačenje.
# help peek (the hint that looks at the hidden cards): help-peek speaks of both games.
help-peek = Recite zaviri da čujete sljedeći potez pobjedničkog niza pronađenog gledanjem skrivenih karata: karata licem prema dolje i redoslijeda kupa za izvlačenje. Takav savjet može dati samo netko tko vidi sve karte; kad se partija više ne može dobiti, to i kaže.
help-peek-tripeaks = Recite zaviri da čujete sljedeći potez pobjedničkog niza pronađenog gledanjem skrivenih karata: karata licem prema dolje i redoslijeda kupa za izvlačenje. Kad se partija više ne može dobiti, to kaže i imenuje potez prema najmanjem broju preostalih karata.
help-peek-pyramid = Recite zaviri da čujete sljedeći potez pobjedničkog niza pronađenog gledanjem redoslijeda kupa za izvlačenje. Kad se partija više ne može dobiti, to kaže i imenuje potez prema najmanjem broju preostalih karata.
# hint peek: $kind play or draw; $card the card to play (TriPeaks).
peek-hint = Gledajući skrivene karte: { $kind ->
    [play] odigrajte { $card-acc }.
   *[draw] izvucite kartu.
  }
# A hint peek when the solver has proved the game lost.
# $kind: play or draw; $card: the card to play; $count: the fewest tableau cards left,
# at the end of the line the move starts (proven).
hint-lost = Gledajući skrivene karte: odavde se ne može dobiti. { $kind ->
    [play] Odigrajte { $card-acc }
   *[draw] Izvucite kartu
  }: taj potez vodi do najmanjeg mogućeg broja preostalih karata, { cards-count }.
# The same when the search stopped at its node limit before it proved the fewest.
hint-lost-best-found = Gledajući skrivene karte: odavde se ne može dobiti. { $kind ->
    [play] Odigrajte { $card-acc }
   *[draw] Izvucite kartu
  }: taj potez vodi do najmanjeg broja preostalih karata koji sam našao.
# solve on a game already over: nothing is searched.
solve-over-won = Nema se što riješiti: partija je već dobivena.
solve-over-lost = Nema se što riješiti: partija je završena.
# The search reached its node limit before it could tell.
solve-unknown = Ni gledajući skrivene karte nisam mogao odlučiti može li se ova partija još dobiti: pretraga je preduga.

## Fair advice: odds and hint from what the player can see (issue 18, points 1 and 2).
## $share, $low, $high: whole percents; $samples, $decided, $won, $undecided: sample
## counts. A sample is "dijeljenje neviđenih karata", an undecided one "predugo za
## rješavanje" (issue 30: no jargon).
help-odds = Recite izgledi da čujete izglede za pobjedu odavde za igrača koji vidi samo otkrivene karte: neviđene karte mnogo se puta nasumce podijele, svako se dijeljenje riješi i čujete udio dobivenih s njegovim rasponom. Svako se dijeljenje rješava uz poznavanje svih njegovih karata, pa su stvarni izgledi igrača nešto manji.
# The chance, from a small letter and without a full stop (odds and the fair hint).
# $extent: none, all, count (the share would round to 0 or 100 percent), share.
odds-chance = { $extent ->
    [won] partija se sigurno može dobiti: nema više neviđenih karata
    [lost] partija se sigurno ne može dobiti: nema više neviđenih karata
    [none] nijedno od { $decided } dijeljenja neviđenih karata koja sam isprobao ne može se dobiti, dakle najviše { $high } posto ovakvih partija
    [all] { $decided ->
        [1] jedino dijeljenje neviđenih karata koje sam isprobao može se dobiti
        [one] sva { $decided } dijeljenje neviđenih karata koje sam isprobao može se dobiti
        [few] sva { $decided } dijeljenja neviđenih karata koja sam isprobao mogu se dobiti
       *[other] svih { $decided } dijeljenja neviđenih karata koja sam isprobao može se dobiti
      }, dakle najmanje { $low } posto ovakvih partija
    [count] { $won } od { $decided } dijeljenja neviđenih karata koja sam isprobao može se dobiti, dakle najvjerojatnije od { $low } do { $high } posto ovakvih partija
   *[share] otprilike { $share } posto ovakvih partija može se dobiti, najvjerojatnije od { $low } do { $high } posto; isprobao sam { $decided } { $decided ->
        [one] dijeljenje
       *[other] dijeljenja
      } neviđenih karata
  }{ $undecided ->
    [0] {""}
    [few] ; još su { $undecided } bila preduga za rješavanje
   *[other] ; još je { $undecided } bilo predugo za rješavanje
  }
odds = { odds-chance }.
odds-unknown = Nisam mogao procijeniti izglede: pretrage su preduge.
odds-over-won = Nema se što procijeniti: partija je već dobivena.
odds-over-lost = Nema se što procijeniti: partija je završena.
# Said at once, before an answer expected to take long; then the answer (event "working").
working = Radim na tome…
# The fair hint: $kind play or draw, $card, and the odds after the move.
fair-hint = Savjet: { $kind ->
    [play] odigrajte { $card-acc }
   *[draw] izvucite kartu
  }; nakon toga { odds-chance }.
fair-hint-unknown = Savjet: { $kind ->
    [play] odigrajte { $card-acc }
   *[draw] izvucite kartu
  }; nisam mogao procijeniti izglede nakon tog poteza: pretrage su preduge.
# The fair hint whose move wins the game at once (the last peak card).
fair-hint-wins = Savjet: { $kind ->
    [play] odigrajte { $card-acc }
   *[draw] izvucite kartu
  }; time dobivate partiju.
