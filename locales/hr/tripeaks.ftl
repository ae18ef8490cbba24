### Pasijans TriPeaks: što igrač čuje, na hrvatskom.
###
### Every message is heard alone by a screen reader: whole words, no suit
### symbols, no layout. Labels and card names follow seed 004. Card names
### are in the nominative after a colon ("Odigrano: kralj u trefu."); after a
### verb that governs them they take the accusative, $card-acc ("odigrajte
### kralja u trefu"): the code passes every card argument in both cases. The code upper-cases the
### first letter of a message that starts with a card name, row label or place.
### Counts agree with "karta" by the CLDR plural rules (one/few/other).

## Words and lists

# $rank: ace, 2 … 10, jack, queen, king
rank-name = { $rank ->
    [ace] as
    [jack] dečko
    [queen] dama
    [king] kralj
   *[other] { $rank }
  }

# $suit: clubs, diamonds, hearts, spades (locative, as in a card name)
card-suit = { $suit ->
    [clubs] u trefu
    [diamonds] u karonu
    [hearts] u hercu
    [spades] u piku
   *[other] { $suit }
  }

# Seed pattern: "7 u piku", "as u trefu", "kralj u karonu".
# $case: nom; acc for the $card-acc form after a verb: "odigrajte asa /
# dečka / damu / kralja u karonu"; gen for the $card-gen form after a noun:
# "zbroj karata asa / dečka / dame / kralja u karonu" (numbers do not change:
# "7 u piku"). Lists of cards after a verb are given in the accusative too.
card = { $case ->
    [acc] { $rank ->
        [ace] asa
        [jack] dečka
        [queen] damu
        [king] kralja
       *[other] { $rank }
      }
    [gen] { $rank ->
        [ace] asa
        [jack] dečka
        [queen] dame
        [king] kralja
       *[other] { $rank }
      }
   *[nom] { rank-name }
  } { card-suit }

card-hidden = skrivena karta

# $count: 1 karta, 2 karte, 5 karata, 11 karata, 21 karta, 23 karte
cards-count = { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
  }

list-separator = {", "}
group-separator = {"; "}
list-or = { $items } ili { $last }
list-and = { $items } i { $last }

## Board read-out (seed 004)

# $row: 1 to 4
row-label = { $row ->
    [1] vrhovi
    [4] donji red
   *[other] red { $row }
  }
row-label-in = { $row ->
    [1] u vrhovima
    [4] u donjem redu
   *[other] u redu { $row }
  }
# A row whose cards have all been played: neuter "prazno" ("nothing here"),
# so it fits "vrhovi" and "red" alike.
row-empty = nema karata
# $count; "prazan" agrees with "kup".
board-stock = Kup za izvlačenje: { $count ->
    [0] prazan
   *[other] { cards-count }
  }
board-row = { row-label }: { $cards }
board = { board-stock }; odlagalište: { $waste }. { $rows }.
row = { row-label }: { $cards }.
waste = Odlagalište: { $waste }. { board-stock }.

## What can be done now

# $cards: in the accusative ("Možete odigrati: kralja u trefu, damu u hercu.")
moves-play = Možete odigrati: { $cards }.
moves-play-or-draw = Možete odigrati: { $cards }; ili izvući kartu.
moves-draw = Nijedna se karta ne može odigrati; izvucite kartu.
moves-none = Nema poteza.
hint = Savjet: { $kind ->
    [play] odigrajte { $card-acc }.
   *[draw] izvucite kartu.
  }

## After a move

removed = Odigrano: { $card }.
revealed = Otkrivena karta: { $card }, { place }.
# $peak: left, middle, right; $bonus; $score
peak-cleared = Uklonjen { $peak ->
    [left] lijevi vrh
    [middle] srednji vrh
    [right] desni vrh
   *[other] vrh { $peak }
  }: plus { $bonus ->
    [one] { $bonus } bod
    [few] { $bonus } boda
   *[other] { $bonus } bodova
  }. Bodovi: { $score }.
# A layout whose peaks have no names (not two or three): $number counts from the left,
# $count is how many peaks the layout has; $bonus; $score
peak-cleared-nth = Uklonjen vrh { $number } od { $count }: plus { $bonus ->
    [one] { $bonus } bod
    [few] { $bonus } boda
   *[other] { $bonus } bodova
  }. Bodovi: { $score }.
# The verb agrees with the count: ostala je 1 karta, ostale su 2 karte, ostalo je 5 karata.
stock-left = { $count ->
    [0] Kup za izvlačenje sada je prazan.
    [one] U kupu za izvlačenje ostala je { cards-count }.
    [few] U kupu za izvlačenje ostale su { cards-count }.
   *[other] U kupu za izvlačenje ostalo je { cards-count }.
  }
drawn = Izvučeno: { $card }. { stock-left }
won = Pobjeda! Bodovi: { $score }. { $count ->
    [0] Iskorišten je cijeli kup za izvlačenje.
    [one] U kupu za izvlačenje ostala je { cards-count }.
    [few] U kupu za izvlačenje ostale su { cards-count }.
   *[other] U kupu za izvlačenje ostalo je { cards-count }.
  }
# Seed phrase „Nema više mogućih poteza”.
blocked = Nema više mogućih poteza. Bodovi: { $score }. Recite poništi ili nova.
undone-removed = Poništeno: { $card }. Karta je opet { row-label-in }. Bodovi: { $score }.
undone-drawn = Poništeno: { $card }. Karta je opet u kupu za izvlačenje. Bodovi: { $score }.
# After an undone removal: the cards it had revealed, face down again, by place only.
# $places: place items joined with list-and; $count: how many
undone-face-down = { $count ->
    [one] Opet skrivena karta: { $places }.
   *[other] Opet skrivene karte: { $places }.
  }

## Refused moves (seed phrases)

refused-wrong-rank = Mora biti za jednu vrijednost viša ili niža.
refused-blocked = Ova je karta blokirana.
refused-short = Ne.
refused-stock-empty = Kup za izvlačenje je prazan.
refused-nothing-to-undo = Nema se što poništiti.
game-over = Partija je završena. Recite nova za novo dijeljenje.

## Look at one place

place = { row-label }, karta { $slot }
# $card-gender: "je" (karta, dama) or "ga" (as, dečko, kralj, džoker) stands for $card
look-free = { $card }, { place }: ništa { $card-gender ->
    [masculine] ga
   *[other] je
  } ne prekriva.
# $card: the card looked at; $cards: what playing it frees; $count: how many
look-frees = Ako { $card-gender ->
    [masculine] ga
   *[other] je
  } odigrate, { $count ->
    [one] oslobađa se
   *[other] oslobađaju se
  }: { $cards }.
freed-hidden = skrivena karta { row-label-in }
freed-card = { $card } { row-label-in }
# $cards: the cards on it (joined); $count: how many
look-covered-count = Skrivena karta, { place }: { $count ->
    [one] prekriva je
   *[other] prekrivaju je
  } { $cards }.
# $count: how many cards in $cards; $card-gender: "je" or "ga" for $card
look-covered-cards = { $card }, { place }: { $count ->
    [one] prekriva
   *[other] prekrivaju
  } { $card-gender ->
    [masculine] ga
   *[other] je
  } { $cards }.
look-hidden = Skrivena karta, { place }: okrenuta licem prema dolje.
look-played = { place }: već odigrana.
look-waste-top = { $card }: gornja karta na odlagalištu.
# $card-gender: kralj, as, dečko i džoker su muškog roda, ostale karte (dama, brojevi) ženskog
look-played-card = { $card }: već { $card-gender ->
    [masculine] odigran
   *[other] odigrana
  }.

## Score, code, settings

score = Bodovi: { $score }. Potezi: { $moves }. Na vrhovima: { cards-count }.
rules-phrase = { $rules ->
    [easy] pravilo Lako
    [classic] pravilo Klasično
   *[other] pravilo { $rules }
  }{ $variants ->
    [none] {""}
   *[other] {", "}{ $variants }
  }
code = Kod partije { $code }: { rules-phrase }, dijeljenje broj { $number }.
code-explicit = Ovo je zadano dijeljenje; nema koda partije. Vrijedi { rules-phrase }.
rules-next = Od sljedećeg dijeljenja vrijedi { rules-phrase }.
rules-same = Već se igra uz { rules-phrase }.
errors-on = Pomoć pri pogreškama je uključena.
errors-off = Pomoć pri pogreškama je isključena.
lang-set = Jezik: hrvatski.

## Starting, confirming, leaving

new-game = Nova partija: { $code }, { rules-phrase }.
new-game-explicit = Nova partija iz zadanog dijeljenja, { rules-phrase }.
restart = Isto dijeljenje ispočetka: { $code }.
restart-explicit = Isto dijeljenje ispočetka.
welcome = Pasijans TriPeaks. Kod partije { $code }, { rules-phrase }. Za popis naredbi recite pomoć.
welcome-explicit = Pasijans TriPeaks, zadano dijeljenje, { rules-phrase }. Za popis naredbi recite pomoć.
confirm-new = Partija je u tijeku. Započeti novu? Recite da ili ne.
confirm-quit = Partija je u tijeku. Ipak izaći? Recite da ili ne.
cancelled = Otkazano. Partija se nastavlja.
goodbye = Doviđenja.
nothing-to-repeat = Još nema ničega za ponoviti.

## Input that cannot be used

parse-nearest = Ne razumijem: { $text }. Jeste li mislili: { $command }?
parse-unknown = Ne razumijem: { $text }. Za popis naredbi recite pomoć.
unknown-card = Ne poznajem kartu: { $text }.
row-out-of-range = Nema reda { $row }. Redovi idu od 1 do { $rows }.
# "ima" takes the accusative: 1 kartu, 3 karte, 10 karata.
slot-out-of-range = Red { $row } ima { $count ->
    [one] { $count } kartu
    [few] { $count } karte
   *[other] { $count } karata
  }.
# $cards: the candidates in the accusative, joined with list-or
which-one = Koju kartu: { $cards }?
rank-none-playable = Sada se ne može odigrati nijedna karta vrijednosti { rank-name }.
rank-none-available = Sada nije slobodna nijedna karta vrijednosti { rank-name }.
slot-empty = { place }: već odigrana.
nothing-to-confirm = Nema pitanja na koje treba odgovoriti s da ili ne.
confirm-restart = Partija je u tijeku. Ponovno započeti isto dijeljenje od početka? Recite da ili ne.
rules-now = Igra se uz { rules-phrase }. Za promjenu od sljedećeg dijeljenja recite pravila lako, pravila klasično ili pravila i varijantu; pomoć pravila navodi varijante.
# How a game is won and lost (docs/rules.md "End of the game"): said by rules and the faq;
# $cards: how many cards the peaks hold, from the layout (28)
goal = Pobjeđujete kad s vrhova uklonite sve karte, njih { $cards }, čak i ako u kupu za izvlačenje ostane karata. Gubite kad je kup za izvlačenje prazan, a nijedna se karta ne može odigrati na odlagalište.
deal-unknown = Ovo nisu kodovi karata: { $codes }.
deal-duplicates = Navedeno više puta: { $codes }.
deal-missing = Nedostaje u dijeljenju: { $codes }.
deal-count = Dijeljenje treba 52 koda karata; zadano ih je: { $count }.

## Game codes that cannot be read ($detail: the part as typed)

code-empty = Recite kod partije, na primjer TP1-E-AAAAAAB.
code-unknown-prefix = Kod partije mora počinjati s TP1 ili PY1, a ne s { $detail }.
code-rules-letter = Nakon TP1 dolazi slovo pravila E ili C, a ne { $detail }.
code-rules-letter-missing = Nakon TP1 dolazi slovo pravila E ili C.
code-letter-count = Kod partije treba 7 slova za dijeljenje, a ne { $detail }.
code-not-a-letter = Dijeljenje čine samo slova od A do Z, a ne { $detail }.
code-unknown-variant = Nijedna varijanta nema to slovo: { $detail }. Varijante su { $letters }.
# --variant standard given with a variant on the command line
variants-standard-alone = --variant standard znači bez varijanti: navedite ga samo, ili navedite varijante.
code-variants-not-for-game = { $game ->
    [pyramid] Piramida nema varijanti: { $detail }.
   *[other] Ova igra nema varijanti: { $detail }.
  }
code-number-range = Brojevi dijeljenja idu od 0 do { $max }, a ne { $detail }.

## Help (command words: ploča, red, odlagalište, potezi, igraj, pogledaj, izvuci, poništi, bodovi, nova, ispočetka, kod, pravila, pogreške, jezik, ponovi, pomoć, izlaz, stani)

help-board = Recite ploča da biste čuli kup za izvlačenje, odlagalište i sve redove. Recite ploča kratko za kratku ploču kakvu ispisuje opširnost kratko: imenuju se samo karte koje možete odigrati, skrivene i pokrivene karte jedna do druge se prebroje, a prazni redovi se izostave; ploča puna za sve karte, kakva god bila opširnost.
help-row = Recite red i broj da biste čuli jedan red i mjesto svake karte u njemu, na primjer red 3: u TriPeaksu su redovi od 1 do 4, u Piramidi od 1 do 7; donji red je posljednji.
help-waste = Recite odlagalište da biste čuli gornju kartu na odlagalištu i koliko je karata ostalo za izvlačenje.
help-moves = Recite potezi da biste čuli koje karte sada možete odigrati i možete li izvući kartu.
help-play = Recite igraj i kartu, samo kartu ili njezino mjesto, na primjer igraj 7 u piku, 7 pik ili red 4 karta 3; mjesta se broje slijeva, zajedno s već odigranima.
help-look = Recite pogledaj i kartu ili mjesto da biste čuli gdje je i što je prekriva, na primjer pogledaj red 2 karta 1; pogledaj kup i pogledaj odlagalište opisuju kup za izvlačenje i odlagalište.
help-draw = Recite izvuci da biste gornju kartu iz kupa za izvlačenje okrenuli na odlagalište.
help-undo = Recite poništi da biste vratili posljednji potez i njegove bodove, ili poništi i broj, na primjer poništi 3, da biste vratili toliko poteza; može se poništiti posljednjih 100 poteza.
help-score = Recite bodovi da biste čuli bodove, broj poteza i karte preostale na vrhovima.
help-new = Recite nova za drugo dijeljenje, ili nova i kod partije ili broj dijeljenja za to dijeljenje, na primjer nova TP1-E-AAAAAAB ili nova 1234. Recite nova dnevna za partiju dana, istu za sve igrače cijeli dan (UTC), ili nova rješiva za dijeljenje za koje sam našao pobjednički niz.
help-restart = Recite ispočetka da biste isto dijeljenje igrali od početka.
help-code = Recite kod da biste čuli kod partije ovog dijeljenja, kako biste ga ponovno igrali ili podijelili.
help-rules = Recite pravila lako ili pravila klasično da biste odabrali jesu li kralj i as susjedni, pravila i varijantu da biste je igrali, na primjer pravila prazno odlagalište, ili pravila standardna za igru bez varijanti; sve od sljedećeg dijeljenja, ili odmah s naredbom nova, na primjer nova otvoreni vrhovi.
help-errors = Recite pogreške isključi da biste za odbijenu kartu čuli samo kratko ne, a pogreške uključi da biste opet čuli razlog.
help-lang = Recite jezik i ar, hr ili en da biste promijenili jezik, na primjer jezik hr.
help-repeat = Recite ponovi da biste ponovno čuli posljednju obavijest.
help-help = Recite pomoć za kratki popis naredbi, pomoć sve za sve naredbe, ili pomoć i naredbu, na primjer pomoć igraj.
help-quit = Recite izlaz da biste napustili igru; ako je partija u tijeku, najprije ćete biti upitani.
help-stop = Recite stani da biste odmah utišali govor.
help-yes = Recite da kao odgovor na pitanje, na primjer nakon naredbe nova ili izlaz.
help-no = Recite ne kao odgovor na pitanje; partija se nastavlja kao prije.
# $words: the other words the parser takes for a command, joined
help-also = Također: { $words }.
help-unknown = Nema pomoći za { $topic }.

## Speech

# $output: tts, screen-reader, none
speech-output-name = { $output ->
    [tts] vlastiti glas igre
    [screen-reader] čitač zaslona
   *[none] samo tekst
  }
# $reader: NVDA, JAWS, VoiceOver, Orca, Narrator (not inflected)
speech-chose-screen-reader = Govor: samo tekst, jer je pokrenut čitač zaslona { $reader } i čita ove retke. Ako isključite njegovo čitanje konzole, pokrenite igru s --speech screen-reader da govor ide izravno čitaču zaslona.
speech-chose-narrator = Govor: samo tekst, jer je { $reader } pokrenut i čita ove retke.
# Linux: --speech screen-reader goes to speech-dispatcher. $reader as above
speech-chose-screen-reader-linux = Govor: samo tekst, jer je pokrenut čitač zaslona { $reader } i čita ove retke. Ako isključite njegovo čitanje konzole, pokrenite igru s --speech screen-reader da govor ide u speech-dispatcher, govornu uslugu koju koristi čitač zaslona: samo govor, bez brajice.
speech-chose-speech-dispatcher = Govor: u speech-dispatcher, govornu uslugu koju koristi Orca. Igra ništa ne šalje na brajicu: za brajicu neka čitač zaslona čita ove retke, s --speech auto.
speech-chose-tts = Govor: vlastiti glas igre, jer nije pokrenut nijedan čitač zaslona. Za samo tekst pokrenite igru s --speech none.
speech-chose-none = Govor: samo tekst, jer nije pokrenut nijedan čitač zaslona, a nijedan glas ovdje ne radi. Za vlastiti glas igre pokrenite igru s --speech tts.
# $failed and $now: speech-output-name values
speech-fallback = Govor: { $failed } ne radi; sada: { $now }.
speech-set = Govor: { speech-output-name }.
speech-rate = Brzina govora: { $rate } posto.
speech-rate-range = Brzina govora ide od { $low } do { $high } posto.
speech-volume = Glasnoća govora: { $volume } posto.
speech-volume-range = Glasnoća govora ide od { $low } do { $high } posto.
# $level: brief, normal, full
speech-verbosity = Opširnost: { $level ->
    [brief] kratko, samo novo
    [full] puno, s bodovima nakon svakog poteza
   *[normal] normalno
  }.
# $mode: interrupt, queue
speech-mode = { $mode ->
    [queue] Svaka se obavijest izgovara do kraja.
   *[interrupt] Nova obavijest prekida staru; razlozi odbijanja uvijek se izgovaraju do kraja.
  }
speech-earcons-on = Kratki zvukovi uključeni.
speech-earcons-off = Kratki zvukovi isključeni.
speech-test = Ovo je glas igre na hrvatskom. Red 3: skrivena karta, 7 u piku.
speech-test-none = Govor je isključen: samo tekst.
# $count: 2 or more
speech-hidden-cards = { $count ->
    [one] { $count } skrivena karta
    [few] { $count } skrivene karte
   *[other] { $count } skrivenih karata
  }
speech-score = Bodovi: { $score }.
# $path, $problem
settings-broken = Datoteka postavki { $path } ne može se pročitati u cijelosti ({ $problem }); za ono što se nije moglo pročitati vrijede zadane postavke. Datoteka ostaje kakva jest dok ne promijenite neku postavku; tada se čuva pokraj nove kao settings.toml.broken.
settings-not-saved = Postavka se ne može spremiti u { $path }: { $problem }. Vrijedi do izlaska.
help-speech = Recite govor i automatski, glas, čitač zaslona ili tekst da odaberete kamo ide govor, ili govor proba za uzorak, na primjer govor glas.
help-rate = Recite brzina i broj od 50 do 400 za brzinu glasa igre u postocima, na primjer brzina 150.
help-volume = Recite glasnoća i broj od 0 do 100 za jačinu glasa igre, na primjer glasnoća 80.
help-verbosity = Recite opširnost i kratko, normalno ili puno da nakon poteza čujete i pročitate manje ili više, na primjer opširnost kratko; uz kratko je ploča kratka, kao kod ploča kratko.
help-earcons = Recite zvukovi uključi ili isključi za kratke zvukove kad je potez odbijen, karta otkrivena, vrh očišćen ili partija gotova.
help-mode = Recite način prekidaj da nova obavijest prekine staru, ili način čekanje da se svaka izgovori do kraja.

## Rješavanje

solve-winnable = Gledajući skrivene karte, ova se partija još može dobiti u { $count ->
    [one] { $count } potezu
   *[other] { $count } poteza
  }.
solve-not-winnable = Gledajući skrivene karte, ova se partija odavde ne može dobiti.
help-solve = Recite riješi da čujete može li se partija odavde još dobiti i u koliko poteza: riješi gleda skrivene karte, karte licem prema dolje i redoslijed kupa za izvlačenje.

## --log FILE: $path: the file; $problem: a settings-reason-* phrase
log-not-file = Ništa se ne bilježi: { $path } nije obična datoteka (poveznica, cijev, uređaj ili mapa). Partija se nastavlja.
log-not-opened = Ništa se ne bilježi: { $path } ne može se otvoriti ({ $problem }). Partija se nastavlja.
log-stopped = Bilježenje je zaustavljeno: u { $path } ne može se pisati ({ $problem }). Partija se nastavlja.
