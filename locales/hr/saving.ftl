### Spremanje i nastavak partije, na hrvatskom (issue 14, points 2 and 6).
### The same message ids exist in en/ and ar/.

## At the start, with an unfinished game saved. $code: its game code; $moves, $score: numbers

saving-offer = Nastaviti partiju { $code }? Potezi: { $moves }, bodovi: { $score }. Recite da ili ne.
saving-offer-explicit = Nastaviti partiju zadanog dijeljenja? Potezi: { $moves }, bodovi: { $score }. Recite da ili ne.
# After yes; the board follows. $code
saving-resumed = Partija { $code } nastavlja se ondje gdje ste stali.
saving-resumed-explicit = Partija zadanog dijeljenja nastavlja se ondje gdje ste stali.

## The records file cannot be used. $path: the file; $problem: what is wrong

saving-off = { $problem ->
    [corrupt] Datoteka rezultata { $path } je oštećena: partije se ne bilježe do sljedećeg pokretanja igre.
    [newer] Datoteku rezultata { $path } zapisala je novija inačica igre: ostaje netaknuta, a partije se ne bilježe; nadogradite igru ili je pokrenite s --data-dir da bi se rezultati čuvali u drugoj mapi.
    [locked] Datoteku rezultata { $path } koristi druga igra: partije se ne bilježe do sljedećeg pokretanja igre.
    [read-only] U datoteku rezultata { $path } ne može se pisati: partije se ne bilježe do sljedećeg pokretanja igre.
    [full] Disk je pun: partije se ne bilježe do sljedećeg pokretanja igre.
    [foreign] Datoteka { $path } pripada drugom programu: ostaje netaknuta, a partije se ne bilježe dok igru ne pokrenete s drugom mapom podataka (--data-dir).
   *[other] Datoteka rezultata { $path } ne može se koristiti: partije se ne bilježe do sljedećeg pokretanja igre.
  }
# $path: where the damaged file was moved; a new, empty records file replaces it
saving-kept = Datoteka rezultata bila je oštećena: sačuvana je kao { $path } i započeta je nova.
# Another program holds the records file locked: the game's writes wait for it. $path
saving-waiting = Datoteku rezultata { $path } koristi drugi program: vaše partije čuvaju se i spremaju čim se oslobodi.
# At the start: the unfinished game is being played in another running game (issue 32)
saving-elsewhere = Vaša nedovršena partija igra se u drugom prozoru igre pa se ovdje ne nudi; ondje ostaje spremljena.
