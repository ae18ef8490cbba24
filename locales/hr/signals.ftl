# Ctrl+C i kraj igre (cli): prekinuta pretraga, izlaz u koji se ne može pisati.
search-stopped = Pretraga je prekinuta. Partija se nastavlja.
output-failed = Igra se prekida: izlaz se ne može zapisati.
