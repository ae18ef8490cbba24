### Piramida (seed 002): što igrač čuje, na hrvatskom.
### Zajedničke riječi (karta, kup za izvlačenje, odlagalište) iz kataloga TriPeaks.
### Imena karata iza dvotočke su u nominativu; iza glagola koji ih traži u
### akuzativu ($first-acc: "uklonite kralja u piku").

## Ploča

pyramid-row-label = red { $row }
pyramid-row-label-in = u redu { $row }
pyramid-board-row = { pyramid-row-label }: { $cards }
pyramid-board = { board-stock }; odlagalište: { $waste }. { $rows }. Slobodne: { $free }.
pyramid-waste-empty = prazno
pyramid-row = { pyramid-row-label }: { $cards }.
pyramid-waste = Odlagalište: { $waste }. { board-stock }.

## Što se može

# An item of pyramid-moves-remove, after "ukloniti": $first in the accusative
pyramid-pair-item = { $first-acc } s kartom { $second }
pyramid-moves-remove = Možete ukloniti: { $moves }.
pyramid-moves-remove-or-draw = Možete ukloniti: { $moves }; ili izvući kartu.
pyramid-moves-draw = Nema para ni kralja; izvucite kartu.

## Nakon poteza

pyramid-points = { $points ->
    [0] bez bodova
    [one] { $points } bod
    [few] { $points } boda
   *[other] { $points } bodova
  }
pyramid-paired = Uklonjen par: { $first } i { $second }; { pyramid-points }. Bodovi: { $score }.
pyramid-king-removed = Uklonjeno: { $card }; { pyramid-points }. Bodovi: { $score }.
pyramid-waste-king-removed = Uklonjeno s odlagališta: { $card }; { pyramid-points }. Bodovi: { $score }.
# $cards: the cards now free; $count: how many; $genders: their gender when they
# share one, "mixed" otherwise (mixed genders agree in the masculine)
pyramid-freed = { $count ->
    [1] Sada je { $genders ->
        [feminine] slobodna
       *[other] slobodan
      }
   *[other] Sada su { $genders ->
        [feminine] slobodne
       *[other] slobodni
      }
  }: { $cards }.
pyramid-waste-now = Na odlagalištu je sada: { $card }.
pyramid-waste-now-empty = Odlagalište je sada prazno.
pyramid-won = Uklonili ste cijelu piramidu! Bodovi: { $score }. { $count ->
    [0] Iskorišten je cijeli kup za izvlačenje.
    [one] U kupu za izvlačenje ostala je { $count } karta.
    [few] U kupu za izvlačenje ostale su { $count } karte.
   *[other] U kupu za izvlačenje ostalo je { $count } karata.
  }
pyramid-blocked = { pyramid-lost }
pyramid-lost = Nema više dopuštenog poteza, a kup za izvlačenje je prazan: partija je izgubljena. Bodovi: { $score }. Recite poništi, ispočetka ili nova.
pyramid-undone-paired = Poništeno: vraćene su karte { $first } i { $second }. Bodovi: { $score }.
pyramid-undone-king = Poništeno: vraćen je { $card }. Bodovi: { $score }.

## Odbijeni potezi

refused-covered = { $card }: još { $card-gender ->
    [masculine] ga
   *[other] je
  } prekriva druga karta.
# $first-gen, $second-gen: the genitive after "zbroj karata" ("dame u trefu")
refused-bad-sum = Zbroj karata { $first-gen } i { $second-gen } je { $total }, a ne 13.
refused-not-a-king = Samo se kralj uklanja sam; za kartu { $card } treba par koji s njom daje 13.
refused-waste-empty = Odlagalište je prazno.
refused-same-card = Karta ne može biti par sama sa sobom.
pyramid-only = To je potez u Piramidi. Recite igra piramida za Piramidu.
tripeaks-only = U Piramidi uparite dvije karte sa zbrojem 13 ili uklonite kralja.
chain-pyramid-only = Niz se broji samo u Piramidi i uz tradicionalno bodovanje. Recite igra piramida ili nova tradicionalno bodovanje da ih igrate.

## Upiti

pyramid-hint = Savjet: { $kind ->
    [king] uklonite { $first-acc }.
    [pair] uparite { $first-acc } s kartom { $second }.
   *[draw] izvucite kartu.
  }
# hint peek in Pyramid: the next move of the solver's winning line.
pyramid-peek-hint = Gledajući skrivene karte: { $kind ->
    [king] uklonite { $first-acc }.
    [pair] uparite { $first-acc } s kartom { $second }.
   *[draw] izvucite kartu.
  }
# hint peek on a game the solver proved lost: the move toward the fewest pyramid cards left.
# $kind: king, pair or draw; $first, $second: the cards; $count: the fewest cards left (proven)
pyramid-hint-lost = Gledajući skrivene karte: odavde se ne može dobiti. { $kind ->
    [king] Uklonite { $first-acc }
    [pair] Uparite { $first-acc } s kartom { $second }
   *[draw] Izvucite kartu
  }: taj potez vodi do najmanjeg mogućeg broja preostalih karata, { cards-count }.
# The same when the search stopped at its node limit before it proved the fewest.
pyramid-hint-lost-best-found = Gledajući skrivene karte: odavde se ne može dobiti. { $kind ->
    [king] Uklonite { $first-acc }
    [pair] Uparite { $first-acc } s kartom { $second }
   *[draw] Izvucite kartu
  }: taj potez vodi do najmanjeg broja preostalih karata koji sam našao.
hint-none = Nema savjeta: partija je završena.
pyramid-chain = Niz: { $count ->
    [0] nijedno uklanjanje od zadnjeg izvlačenja.
    [one] { $count } uklanjanje od zadnjeg izvlačenja.
    [few] { $count } uklanjanja od zadnjeg izvlačenja.
   *[other] { $count } uklanjanja od zadnjeg izvlačenja.
  }
pyramid-score = Bodovi: { $score } od 28. Potezi: { $moves }. U piramidi je ostalo: { cards-count }.

## Igre i kodovi

pyramid-name = Piramida
tripeaks-name = TriPeaks
pyramid-welcome = Piramida. Kod partije { $code }. Recite pomoć za popis naredbi.
pyramid-welcome-explicit = Piramida, zadano dijeljenje. Recite pomoć za popis naredbi.
pyramid-new-game = Nova partija Piramide: { $code }.
pyramid-new-game-explicit = Nova partija Piramide iz zadanog dijeljenja.
pyramid-code = Kod partije { $code }: Piramida, dijeljenje broj { $number }.
pyramid-code-explicit = Ovo je zadano dijeljenje Piramide; nema koda partije.
game-now = Igra: { $game ->
    [pyramid] Piramida
   *[tripeaks] TriPeaks
  }. Recite igra piramida ili igra tri vrha za promjenu.
confirm-game = Partija je u tijeku. Napustiti je za novu partiju: { $game ->
    [pyramid] Piramida
   *[tripeaks] TriPeaks
  }? Recite da ili ne.
rules-tripeaks-only = Pravila Lako i Klasično vrijede za TriPeaks; Piramida ima jedna pravila.
# rules in Pyramid, before the goal: its one rule set (docs/pyramid.md "Playing")
pyramid-rules-now = Piramida ima jedna pravila. Uklanjaju se dvije slobodne karte kojima je zbroj vrijednosti 13; kralj se uklanja sam. I gornja karta odlagališta može se koristiti, a kup za izvlačenje koristi se samo jednom. As vrijedi 1, dečko 11, dama 12.
# help rules in Pyramid (kinds: help_ids)
help-rules-pyramid = Recite pravila da čujete pravila Piramide i kako se partija dobiva, a kako gubi. Piramida ima jedna pravila, pa se nema što birati.
# How a Pyramid game is won and lost, said by rules (docs/pyramid.md "Score and end of the game");
# $cards: the pyramid's cards, from the layout (28)
pyramid-goal = Pobjeđujete kad uklonite sve karte piramide, njih { $cards }, čak i ako u kupu za izvlačenje ostane karata. Gubite kad je kup za izvlačenje prazan i nema više dopuštenog poteza; kralj na odlagalištu još je potez.
variants-tripeaks-only = Varijante vrijede za TriPeaks; Piramida ima jedna pravila.

## Pitanja i odgovori (seed 002)

faq-1 = Zašto ne mogu odabrati ovu kartu? Još je prekriva druga karta, pa još nije slobodna.
faq-2 = Što dvije karte čini parom? Zbroj njihovih vrijednosti mora biti 13: as 1, dečko 11, dama 12. Kralj se uklanja sam.
faq-3 = Mogu li koristiti odlagalište? Da. Gornja karta s odlagališta može se upariti sa slobodnom kartom piramide ako je zbroj 13.
faq-4 = Što se događa kad se kup za izvlačenje isprazni? Novih karata više nema; dijeljenje završavate kartama koje vidite.
faq-5 = Mogu li poništiti potez? Da. Poništavanje vraća cijelo stanje kakvo je bilo prije prethodnog poteza.
faq-6 = Kako se broje bodovi? Bodovi su broj uklonjenih karata piramide, najviše 28. Dvije karte iz piramide donose 2 boda; par s kartom s odlagališta ili kralj iz piramide donosi 1 bod.
faq-7 = Pokazuje li savjet najbolji potez? Ne. Imenuje prvi dopušteni potez redom ploče, redove odozgo prema dolje i slijeva nadesno, pa gornju kartu odlagališta; ili kup za izvlačenje ako nema uklanjanja, a karata još ima. Potez povlačite sami.
faq-8 = Kada dijeljenje završava? Pobjeđujete kad uklonite cijelu piramidu, čak i ako u kupu za izvlačenje ostane karata. Kad je kup prazan i nema dopuštenog poteza, gubite; možete poništiti, krenuti ispočetka ili započeti novu partiju.

## Pogled na jedno mjesto

pyramid-look-free = { $card }, red { $row }, karta { $slot }: { $card-gender ->
    [masculine] slobodan
   *[other] slobodna
  }.
# $count: how many cards in $cards
pyramid-look-covered = { $card }, red { $row }, karta { $slot }: { $count ->
    [one] prekriva je
   *[other] prekrivaju je
  } { $cards }.
pyramid-look-played = Red { $row }, karta { $slot }: već uklonjena.
pyramid-slot-empty = { pyramid-look-played }
# $card: a card that has left the game (paired or removed, from the pyramid or the waste)
# $rank: kralj, as i dečko su muškog roda, ostale karte (dama, brojevi) ženskog
pyramid-look-played-card = { $card }: već { $card-gender ->
    [masculine] uklonjen
   *[other] uklonjena
  }.

## Pomoć

help-pair = Recite par i dvije karte sa zbrojem 13, ili samo te dvije karte, na primjer par 6 u hercu 7 u trefu, ili 6 u hercu odlagalište za gornju kartu odlagališta.
help-remove = Recite ukloni i kralja da ga uklonite samog, na primjer ukloni kralja u piku.
help-chain = Recite niz da čujete koliko ste uklanjanja napravili od zadnjeg izvlačenja.
help-faq = Recite pitanja da čujete pitanja i odgovore o igri koju igrate.
help-game = Recite igra piramida ili igra tri vrha za promjenu igre, na primjer igra piramida.
