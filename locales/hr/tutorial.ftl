## The guided first game (issue 16, point 4): tutorial, on the rules pages' deal TP1-E-AAAAAAB.
## Each step explains, then asks for one action; the cards named are that deal's.

help-tutorial = Recite vodič za vođenu prvu partiju na dijeljenju sa stranica s pravilima: svaki korak objašnjava jedno pravilo i čeka vas. Recite izađi iz vodiča da biste ga napustili; partija se nastavlja.
# The opening's offer, said once at the first start
tutorial-offer = Prvi put igrate? Recite vodič za vođenu prvu partiju na dijeljenju sa stranica s pravilima.
# Asked before the guided game replaces a game in progress
tutorial-confirm = Partija je u tijeku. Napustiti je zbog vođene partije? Recite da ili ne.
# The same, over a game of another kind (Pyramid): the guide's deal is TriPeaks
tutorial-confirm-other = Partija Piramide je u tijeku, a vođena partija uči igru Tri vrha. Napustiti je zbog vođene partije? Recite da ili ne.
tutorial-start = Vođena partija: dijeljenje sa stranica s pravilima, pravilo Lako. Svaki korak čeka vas; recite izađi iz vodiča da biste je napustili u bilo kojem trenutku.
# Before tutorial-start when the guided game replaces another game kind (Pyramid)
tutorial-tripeaks = Vođena partija uči igru Tri vrha, pa je ovo dijeljenje igre Tri vrha. Za novu partiju Piramide recite izađi iz vodiča, pa igra piramida.

# $cards (step 1): the peak cards to clear, from the layout (28)
tutorial-step-1 = Korak 1 od 9, ploča. Cilj je s vrhova ukloniti sve karte, njih { $cards }, čak i ako u kupu za izvlačenje ostane karata; kad je kup prazan, a nijedna se karta ne može odigrati, partija je izgubljena. Kup za izvlačenje okrenut je licem prema dolje; gornja karta odlagališta, ovdje as u trefu, karta je na koju igrate. Zatim slijede redovi, od vrhova do donjeg reda; skrivena karta okrenuta je licem prema dolje, a odigrati se mogu samo otkrivene karte koje ništa ne pokriva. Recite potezi da biste čuli koje karte možete odigrati.
tutorial-step-2 = Korak 2 od 9. Karta se može odigrati kad je za jednu vrijednost viša ili niža od gornje karte odlagališta, bez obzira na boju. Uz pravilo Lako kralj i as su susjedi, pa na asa u trefu pristaju kralj u trefu, 2 u karonu i kralj u karonu; uz pravilo Klasično pristajala bi samo 2 u karonu. Odigrajte kralja u trefu: upišite Kc.
tutorial-step-3 = Korak 3 od 9. Kralj u trefu sada je gornja karta odlagališta, a uz pravilo Lako as pristaje na kralja. Odigrajte asa u piku: upišite As.
tutorial-step-4 = Korak 4 od 9. Na asa u piku odigrajte 2 u karonu: upišite 2d i poslušajte koja će se karta otkriti.
tutorial-step-5 = Otkrila se 7 u piku u redu 3, karta 5: obje karte koje su je pokrivale, 2 u karonu i as u piku, odigrane su. Korak 5 od 9: pokušajte s kartom koja ne pristaje, na primjer 9 u piku na 2 u karonu: upišite 9s. Igra će je odbiti.
tutorial-step-6 = Korak 6 od 9. Kad nijedna karta ne pristaje, izvucite kartu: gornja karta kupa za izvlačenje postaje gornja karta odlagališta. Recite izvuci.
tutorial-step-7 = Korak 7 od 9. Svako izvlačenje stoji jedan bod, kao i svaka odigrana karta. Poništite izvlačenje: recite poništi.
tutorial-step-8 = Poništavanje je vratilo kartu u kup za izvlačenje i vratilo bod. Korak 8 od 9: kad ne znate što odigrati, zatražite savjet: recite savjet.
tutorial-step-9 = Korak 9 od 9, bodovi. Recite bodovi.
tutorial-done = Bodovi počinju od 500; svaka odigrana ili izvučena karta stoji 1 bod, a čišćenje cijelog vrha donosi još 100. Za taj dodatak lijevi vrh ima 9 karata, srednji 9, a desni 10. Vođena partija je gotova: ova se partija nastavlja kao obična. Sretno.

# The keys of a step, said after it when the terminal sends keys
tutorial-keys-play = Tipkama: strelice ili Tab pomiču pokazivač na kartu, a razmaknica je odigrava.
tutorial-keys-draw = Ili pritisnite F2.
tutorial-keys-undo = Ili pritisnite F3.
tutorial-keys-hint = Ili pritisnite F4.

# What a step asks, in short, for a try that is not this step's
tutorial-ask-1 = Recite potezi.
tutorial-ask-2 = Odigrajte kralja u trefu: upišite Kc.
tutorial-ask-3 = Odigrajte asa u piku: upišite As.
tutorial-ask-4 = Odigrajte 2 u karonu: upišite 2d.
tutorial-ask-5 = Pokušajte s kartom koja ne pristaje, na primjer 9 u piku: upišite 9s.
tutorial-ask-6 = Recite izvuci.
tutorial-ask-7 = Recite poništi.
tutorial-ask-8 = Recite savjet.
tutorial-ask-9 = Recite bodovi.
tutorial-not-now = Nije odigrano: vođena partija čeka svoj korak.
tutorial-leave = Recite izađi iz vodiča da biste napustili vođenu partiju.
# hint at a step that asks for a card (2-4): then that step's tutorial-ask line
tutorial-hint = Savjet za ovaj korak:
tutorial-fits = Ta karta pristaje pa bi bila odigrana; ovaj korak traži kartu koja ne pristaje.

# Why the refusal of step 5 happened
tutorial-refused-rank = To je odbijanje: karta nije za jednu vrijednost viša ili niža od gornje karte odlagališta, pa se ništa nije promijenilo.
tutorial-refused-blocked = To je odbijanje: karta je pokrivena ili okrenuta licem prema dolje, pa se ništa nije promijenilo.
tutorial-refused-other = To je odbijanje: ništa se nije promijenilo.

tutorial-quit = Vođena partija je gotova; ova se partija nastavlja kao obična.
tutorial-none = Vođena partija nije u tijeku. Recite vodič da biste je započeli.
tutorial-ended = Vođena partija je gotova jer je njezina partija napuštena.
