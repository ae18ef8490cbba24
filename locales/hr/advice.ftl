## Advice: what hint and solve say (issue 13, point 1)
## The searches are bounded by nodes, so the same position always gets the same answer.

# help hint in each game (kinds.py help_ids); help-hint speaks of both (docs/commands.md).
help-hint = Recite savjet da čujete potez koji možete odigrati. U igri TriPeaks: sljedeći potez pobjedničkog niza, ili, kad se partija ne može dobiti, potez prema najmanjem broju preostalih karata. U Piramidi: prvi kralj ili par redom ploče, ili izvlačenje kad se ništa ne može ukloniti.
help-hint-tripeaks = Recite savjet da čujete sljedeći potez pobjedničkog niza. Kad se partija više ne može dobiti, savjet to kaže i imenuje potez prema najmanjem broju preostalih karata. Potez povlačite sami.
help-hint-pyramid = Recite savjet za prvog kralja ili par redom ploče, odozgo prema dolje i slijeva nadesno, pa gornju kartu odlagališta; ili izvlačenje kad se ništa ne može ukloniti.
# A TriPeaks hint when the solver has proved the game lost.
# $kind: play or draw; $card: the card to play; $count: the fewest tableau cards left,
# at the end of the line the move starts (proven).
hint-lost = Savjet: odavde se ne može dobiti. { $kind ->
    [play] Odigrajte { $card-acc }
   *[draw] Izvucite kartu
  }: taj potez vodi do najmanjeg mogućeg broja preostalih karata, { cards-count }.
# The same when the search stopped at its node limit before it proved the fewest.
hint-lost-best-found = Savjet: odavde se ne može dobiti. { $kind ->
    [play] Odigrajte { $card-acc }
   *[draw] Izvucite kartu
  }: taj potez vodi do najmanjeg broja preostalih karata koji sam našao.
# solve on a game already over: nothing is searched.
solve-over-won = Nema se što riješiti: partija je već dobivena.
solve-over-lost = Nema se što riješiti: partija je završena.
# The search reached its node limit before it could tell.
solve-unknown = Nisam mogao odlučiti može li se ovo još dobiti: pretraga je preduga.
