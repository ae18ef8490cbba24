### Tipkanje, ponavljanje poteza i zadnji potezi, na hrvatskom (issue 13, points 7 and 9).
### The same message ids exist in en/ and ar/; a test checks it.

help-redo = Recite ponovi potez da biste ponovno odigrali potez koji ste poništili; nakon novog poteza nema se što ponoviti.
help-last = Recite zadnji potezi da biste čuli zadnjih 5 poteza ove partije, najnoviji prvi, ili zadnji i broj, na primjer zadnji 10.

# redo with nothing undone since the last move
redo-nothing = Nema se što ponoviti: ponovi potez vraća samo ono što je poništeno.

# last: $count actions (1 or more), $moves their list, newest first
history = { $count ->
    [1] Vaš zadnji potez: { $moves }.
    [one] Vaš zadnji { $count } potez, najnoviji prvi: { $moves }.
    [few] Vaša zadnja { $count } poteza, najnoviji prvi: { $moves }.
   *[other] Vaših zadnjih { $count } poteza, najnoviji prvi: { $moves }.
  }
history-none = U ovoj partiji još nema poteza.
history-played = odigrali ste { $card-acc }
history-drew = izvukli ste { $card-acc }
history-paired = uparili ste { $first-acc } s kartom { $second }
history-king = uklonili ste { $card-acc }

# docs/commands.md: the Arabic short codes, $codes one example per letter
reference-codes = Kratki kodovi karata arapskim slovima, rang pa slovo boje bez razmaka, arapskim ili zapadnim znamenkama: { $codes }.
