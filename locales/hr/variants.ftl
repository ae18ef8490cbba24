### Rule variants (issue 17; docs/rules.md "Variants"): what they make the game say, in Croatian.

## Traditional draw (docs/rules.md "Variants": one draws only when no removal is possible)

refused-card-to-play = Kartu možete izvući samo kad se nijedna karta ne može odigrati.

## Variant names as the rules line, help and records say them (rules.VARIANTS letters)

variant-name-W = prazno odlagalište
variant-name-O = otvoreni vrhovi
variant-name-D = tradicionalno izvlačenje
variant-name-S = tradicionalno bodovanje
variant-name-J = džoker

## Traditional scoring (docs/rules.md "Variants": runs, draws and peaks score the tradition's way)

# After a removal that is card $count (2 or more) of its run; $points: what it scored
run-scored = Niz od { $count }: { $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
  }.
# After a draw that ended a run of $count removals (2 or more)
run-ended = Time završava niz od { $count }.
# chain (niz): $count removals since the last draw; $points: what the next card would score
run-now = { $count ->
    [0] Još nema niza
   *[other] Niz od { $count }
  }; sljedeća karta donosi { $points ->
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
  }.
# Spoken only: a score below zero, $number without its sign ("Bodovi: minus 12.")
score-below-zero = minus { $number }

## help rules: one sentence per variant (rules.VARIANTS letters), after help-rules

variant-help-W = Prazno odlagalište: na odlagalište se ne dijeli nijedna karta, pa prva odigrana karta može biti bilo koja dostupna karta.
variant-help-O = Otvoreni vrhovi: sve karte vrhova okrenute su licem prema gore od početka; karta se i dalje igra tek kad je ništa ne pokriva.
variant-help-D = Tradicionalno izvlačenje: kartu možete izvući samo kad se nijedna karta ne može odigrati.
variant-help-S = Tradicionalno bodovanje: svaka karta niza uklanjanja donosi bod više od prethodne, 1, 2, 3 i tako dalje; izvlačenje stoji 5 bodova i prekida niz; prva dva očišćena vrha donose po 15 bodova, a posljednji 30. Bodovi počinju od 0 i mogu pasti ispod nule.
variant-help-J = Džoker: u kup za izvlačenje dodaje se džoker; njegovo izvlačenje stoji kao svako izvlačenje, a na njega se može odigrati bilo koja dostupna karta.

## The joker (variant J; docs/rules.md "Variants")

# The joker (variant J) wherever a card's name goes; $case as for card (acc: "izvukli ste džokera")
card-joker = { $case ->
    [acc] džokera
   *[nom] džoker
  }
# look joker, play joker in a game without the joker (variant J)
joker-none = U ovoj igri nema džokera.

## Open peaks (variant O; docs/rules.md "Variants"): which cards a removal makes free

# Where the default game says "Otkrivena karta: …": a face-up card nothing covers any more; $card, $row, $slot
# "slobodan" agrees with $card ($card-gender)
now-free = Sada je { $card-gender ->
    [masculine] slobodan
   *[other] slobodna
  }: { $card }, { place }.
# brief: the same without its place; $card
verbosity-now-free = Sada je { $card-gender ->
    [masculine] slobodan
   *[other] slobodna
  }: { $card }.
# board and row N: a face-up card still covered by another; $card
card-covered = { $card } ({ $card-gender ->
    [masculine] pokriven
   *[other] pokrivena
  })
# The short board (verbosity brief, board short): a run of face-up cards still
# covered, side by side, as one count (Pyramid; TriPeaks under open peaks). $count: 1 or more
board-covered-cards = { $count ->
    [one] { $count } pokrivena karta
    [few] { $count } pokrivene karte
   *[other] { $count } pokrivenih karata
  }
# The short board: the rows from the top that hold only hidden (or, in Pyramid, covered)
# cards, said together before the first row with a card to play. They are rows 1 to $last
# ($last: 2 or more). $whole: hidden or covered when these rows still hold all their cards
# (no count needed), else part, with $cards their count ("8 skrivenih karata").
board-top-rows = { $last ->
    [2] Redovi 1 i 2
   *[other] Redovi od 1 do { $last }
  }{ $whole ->
    [hidden] {" "}skriveni
    [covered] {" "}pokriveni
   *[part] : { $cards }
  }
