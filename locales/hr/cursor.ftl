### The card cursor (issue 16): one line per key press, what is under the cursor.
### Row labels, cards and piles are the board's own words (tripeaks.ftl, pyramid.ftl).

# $row, $slot
cursor-place = { place }
pyramid-cursor-place = red { $row }, karta { $slot }
# $place, $card; $card-gender: kralj, as, dečko i džoker su muškog roda, ostale karte ženskog
cursor-free = { $place }: { $card }, { $card-gender ->
    [masculine] slobodan
   *[other] slobodna
  }.
# $place, $card, $cards; $count: koliko je karata u $cards; $card-gender kao gore
cursor-covered = { $place }: { $card }, { $count ->
    [one] prekriva
   *[other] prekrivaju
  } { $card-gender ->
    [masculine] ga
   *[other] je
  } { $cards }.
# $place, $cards, $count
cursor-hidden-covered = { $place }: skrivena karta, { $count ->
    [one] prekriva je
   *[other] prekrivaju je
  } { $cards }.
cursor-hidden = { $place }: skrivena karta, okrenuta licem prema dolje.
cursor-played = { $place }: već odigrana.
pyramid-cursor-played = { $place }: već uklonjena.
# $card
cursor-waste = Odlagalište: { $card }.
cursor-waste-empty = Odlagalište: prazno.
# $count
cursor-stock = { board-stock }.
# $direction: left, right, up or down
cursor-edge = { $direction ->
    [up] Iznad nema ničega.
    [down] Ispod nema ničega.
   *[other] Kraj reda.
  }
# $count
cursor-no-free = Nema slobodne karte. { board-stock }.
cursor-no-card = Ovdje nema karte.
cursor-waste-refused = Karta s odlagališta ne može se odigrati: prijeđite na kartu ili na kup za izvlačenje da biste izvukli kartu.
# $card
pyramid-cursor-chosen = Odabrana je karta { $card }. Odaberite kartu koja s njom daje 13.
pyramid-cursor-dropped = Odabir je poništen.
