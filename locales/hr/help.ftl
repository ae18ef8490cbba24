## help: the short answer, a few lines with the short forms (issue 13, point 6).
## Each line names commands by their words in the grammar; the short forms in
## brackets are words the parser takes in every language.

# The playing line is each game's own (the game's message prefix).
help-playing = Igranje: karta, na primjer 7 pik ili 7s, ili njezino mjesto, na primjer red 4 karta 3; izvuci (d); poništi (u); obnovi; zadnji potezi; savjet; zaviri; izgledi; riješi.
pyramid-help-playing = Igranje: dvije karte sa zbrojem 13, na primjer 6h 7c, ili 6h odlagalište za gornju kartu odlagališta; samo kralj, na primjer kralj pik ili ks; izvuci (d); poništi (u); obnovi; zadnji potezi; savjet; zaviri; izgledi; riješi; niz.
help-board-line = Čitanje ploče: ploča (b), ili ploča kratko samo za karte koje se mogu odigrati; red i broj (r 4); odlagalište (w); potezi (m); pogledaj i kartu (l 7s); bodovi (s).
help-game-line = Partija: nova (n); ispočetka; kod; pravila lako ili klasično; igra piramida ili tri vrha; pitanja; izlaz (q).
# Pyramid's own game line (kinds: help_lines): rules there chooses nothing, it tells
# the one rule set and the goal (docs/pyramid.md "Playing")
pyramid-help-game-line = Partija: nova (n); ispočetka; kod; pravila, za pravila i cilj; igra piramida ili tri vrha; pitanja; izlaz (q).
help-settings-line = Postavke: jezik ar, hr ili en; pogreške uključi ili isključi; govor; opširnost kratko, normalno ili puno; brzina; glasnoća; zvukovi; način; ponovi; stani.
help-voice-line = Igranje glasom: slušanje uključi, isključi ili tipka; glasovne naredbe za njihove postavke.
# The goal line of help, each game's own (docs/rules.md "End of the game",
# docs/pyramid.md "Score and end of the game"); $cards: the cards to clear, from the layout (28)
help-goal = Cilj: s vrhova ukloniti sve karte, njih { $cards }, čak i ako u kupu za izvlačenje ostane karata; partija je izgubljena kad je kup prazan, a nijedna se karta ne može odigrati.
pyramid-help-goal = Cilj: ukloniti sve karte piramide, njih { $cards }, čak i ako u kupu za izvlačenje ostane karata; partija je izgubljena kad je kup prazan i nema više dopuštenog poteza.
help-more = Recite pomoć sve (h sve) za sve naredbe, ili pomoć i naredbu, na primjer pomoć igraj. Prvi put ovdje? Recite vodič za vođenu prvu partiju, a tipke za tipke.

## Verbosity in print: the lines that differ from normal (issue 13, point 5).

# brief: a draw without the cards left; $card
verbosity-drawn = Izvučeno: { $card }.
# brief: a revealed card without its place; $card
verbosity-revealed = Otkrivena karta: { $card }.
# full: the draw pile after a move; $count: cards left in it
verbosity-stock = { board-stock }.
# brief: a Pyramid removal without its points and the score; $first, $second, $card
verbosity-paired = Uklonjen par: { $first } i { $second }.
verbosity-king-removed = Uklonjeno: { $card }.
verbosity-waste-king-removed = Uklonjeno s odlagališta: { $card }.
