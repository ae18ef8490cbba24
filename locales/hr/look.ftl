### Pitanja igrača o jednoj stvari: što prekriva kartu, kup i odlagalište, mjesta u redu,
### i pitanja i odgovori o TriPeaksu (issue 13, points 3 and 4).

## Što prekriva kartu

# Skrivene karte među onima koje prekrivaju kartu, prebrojene: $count
look-covers-hidden = { $count ->
    [one] skrivena karta
    [few] { $count } skrivene karte
   *[other] { $count } skrivenih karata
  }

## Kup i odlagalište: "pogledaj kup", "pogledaj odlagalište"

look-stock = Kup za izvlačenje: { cards-count }, licem prema dolje.
look-stock-empty = Kup za izvlačenje je prazan.
# $card: gornja karta; $count: karte ispod nje
look-waste = Odlagalište: na vrhu je { $card }; { $count ->
    [0] ispod nema drugih karata
    [one] ispod je još { cards-count }
    [few] ispod su još { cards-count }
   *[other] ispod je još { cards-count }
  }.
look-waste-empty = Odlagalište je prazno.
# Karta na odlagalištu ispod gornje, koja nije bila na vrhovima: $card, $count: karte na njoj
look-in-waste = { $card }: na odlagalištu, ispod { $count ->
    [one] { $count } karte
    [few] { $count } karte
   *[other] { $count } karata
  }.

## Red s mjestom svake karte, kako ga igrač imenuje ("red 3 karta 2")

row-place = karta { $slot }, { $card }
# Samo izgovoreno: niz skrivenih karata na susjednim mjestima: $first, $last; $count
row-places-hidden = karte od { $first } do { $last }, { speech-hidden-cards }

## Odbijeno: karta piramide koju još nešto prekriva

# $count: koliko je karata u $cards
# $card-gender: kralj, as, dečko i džoker su muškog roda (ga), ostale karte ženskog (je)
refused-covered-by = { $card }: još { $card-gender ->
    [masculine] ga
   *[other] je
  } { $count ->
    [one] prekriva
   *[other] prekrivaju
  } { $cards }.

## Pitanja i odgovori o TriPeaksu (stranice pravila, seed 004)

faq-tripeaks-1 = Zašto ne mogu odigrati ovu kartu? Njezina vrijednost mora biti točno za jedan viša ili niža od vrijednosti karte na odlagalištu, neovisno o znaku, a karta mora biti vidljiva i više je ništa ne smije prekrivati. Uz pomoć pri pogreškama igra kaže što nije u redu.
faq-tripeaks-1-J = Zašto ne mogu odigrati ovu kartu? Njezina vrijednost mora biti točno za jedan viša ili niža od vrijednosti karte na odlagalištu, neovisno o znaku, osim kad je na vrhu džoker: na džokera se može odigrati bilo koja karta. Karta mora biti i vidljiva i više je ništa ne smije prekrivati. Uz pomoć pri pogreškama igra kaže što nije u redu.
faq-tripeaks-1-W = Zašto ne mogu odigrati ovu kartu? Odlagalište je na početku prazno, pa prva karta može biti bilo koja; nakon toga njezina vrijednost mora biti točno za jedan viša ili niža od vrijednosti karte na odlagalištu, neovisno o znaku. Karta mora biti i vidljiva i više je ništa ne smije prekrivati. Uz pomoć pri pogreškama igra kaže što nije u redu.
faq-tripeaks-1-JW = Zašto ne mogu odigrati ovu kartu? Odlagalište je na početku prazno, pa prva karta može biti bilo koja, a na džokera se može odigrati bilo koja karta; inače njezina vrijednost mora biti točno za jedan viša ili niža od vrijednosti karte na odlagalištu, neovisno o znaku. Karta mora biti i vidljiva i više je ništa ne smije prekrivati. Uz pomoć pri pogreškama igra kaže što nije u redu.
faq-tripeaks-2 = Mogu li izvući kartu iako još postoji moguć potez? Da. U ovoj se igri može izvlačiti u bilo kojem trenutku. Svaka se karta iz kupa za izvlačenje koristi samo jednom: kup se ne puni ponovno.
faq-tripeaks-2-D = Mogu li izvući kartu iako još postoji moguć potez? Ne u ovoj igri: uz tradicionalno izvlačenje kartu možete izvući samo kad se nijedna karta ne može odigrati. Svaka se karta iz kupa za izvlačenje koristi samo jednom: kup se ne puni ponovno.
faq-tripeaks-3 = Jesu li kralj i as uzastopni? Uz pravilo Lako, koje je zadano, jesu: na asa se može odigrati kralj ili karta 2, a na kralja dama ili as. Uz pravilo Klasično nisu: na kralja samo dama, a na asa samo karta 2.
faq-tripeaks-4 = Kako se broje bodovi? Počinje se s 500 bodova, a bodovi nikad ne padaju ispod nule. Svaki potez i svako izvlačenje oduzimaju 1 bod; potez koji isprazni cijeli vrh donosi 100 bodova. Dobivena partija bez ijednog izvlačenja donosi najviše 772 boda. Tradicionalno bodovanje broji drukčije: recite pomoć pravila.
faq-tripeaks-4-S = Kako se broje bodovi? Uz tradicionalno bodovanje počinje se od 0, a bodovi mogu pasti ispod nule. Karte odigrane na odlagalište od posljednjeg izvlačenja čine niz: prva karta niza donosi 1 bod, druga 2, treća 3 i tako dalje. Svako izvlačenje stoji 5 bodova i prekida niz. Prva dva očišćena vrha donose po 15 bodova, a posljednji 30. Dobivena partija donosi najviše 466 bodova.
faq-tripeaks-5 = Što je kod partije? Ime dijeljenja, primjerice TP1-E-AAAAAAB: srednje slovo označava pravila, E za Lako i C za Klasično, a sedam slova broj dijeljenja. Recite kod da čujete kod ove partije; recite nova i kod da ponovno igrate potpuno iste karte.
# $cards: the peaks' cards, from the layout (28)
faq-tripeaks-6 = Kada se partija dobiva, a kada gubi? { goal } Tada možete poništiti, krenuti ispočetka ili započeti novu partiju.
