## The keys of the full terminal (issue 16): help keys, and what each key does.
## The key table is commands.table.KEYS; each key has a name (key-name-*) and an action (key-does-*).

# One key and what it does. $key: a key-name-*; $does: a key-does-*
key-item = { $key }: { $does }
# The keys that act only while the typed line is empty (the card cursor). $keys: key-item list
keys-empty-line = Na praznom retku: { $keys }.
# The keys that act at any time. $keys: key-item list
keys-any-time = U svakom trenutku: { $keys }. Ctrl+C također utišava govor; Ctrl+P i Ctrl+N vraćaju ranije naredbe.
# help keys where the terminal cannot send single keys (--plain, TERM=dumb, a script)
keys-unavailable = Ovaj terminal ne može slati pojedinačne tipke (jednostavan unos ili skripta), pa upišite naredbe, na primjer izvuci, poništi, savjet, ploča, ponovi i stani.
help-keys = Recite tipke da biste čuli tipke punog terminala: pokazivač po kartama na strelicama, Tabu i razmaknici te F2 do F9 za izvlačenje, poništavanje, savjet, slušanje, ploču, ponavljanje, utišavanje te uključivanje ili isključivanje govora.

key-name-left = strelica lijevo
key-name-right = strelica desno
key-name-up = strelica gore
key-name-down = strelica dolje
key-name-tab = Tab
key-name-s-tab = Shift+Tab
key-name-space = razmaknica
key-name-f2 = F2
key-name-f3 = F3
key-name-f4 = F4
key-name-f5 = F5
key-name-f6 = F6
key-name-f7 = F7
key-name-f8 = F8
key-name-f9 = F9

key-does-cursor-left = prethodna karta u redu
key-does-cursor-right = sljedeća karta u redu
key-does-cursor-up = red iznad
key-does-cursor-down = red ispod, zatim odlagalište i kup za izvlačenje
key-does-cursor-next = sljedeća slobodna karta
key-does-cursor-previous = prethodna slobodna karta
key-does-cursor-play = odigraj kartu pod pokazivačem ili izvuci na kupu za izvlačenje
pyramid-key-does-cursor-play = odaberi kartu, zatim kartu koja s njom čini 13, ili kralja samog; na kupu za izvlačenje izvuci
key-does-draw = izvuci
key-does-undo = poništi
key-does-hint = savjet
key-does-listen = slušaj jednu izgovorenu naredbu
key-does-board = pročitaj ploču
key-does-repeat = ponovi posljednju obavijest
key-does-stop = utišaj govor
key-does-speech-toggle = uključi ili isključi govor
