# tripeaks-a11y speak --to FILE: why the WAV file was not written; nothing there was changed.
# $path: the file name as given (cut when long)
speak-file-not-wav = { $path } nije WAV datoteka pa je ostavljena netaknuta. Dodajte --force da je zamijenite.
speak-file-link = { $path } je simbolička poveznica pa ništa nije zapisano. Dodajte --force da zamijenite samu poveznicu.
speak-file-folder = { $path } je mapa; navedite ime datoteke.
speak-file-not-file = { $path } nije obična datoteka pa ništa nije zapisano.
speak-file-no-folder = Nije moguće zapisati { $path }: mapa ne postoji.
speak-file-no-space = Nije moguće zapisati { $path }: na uređaju nema više mjesta.
speak-file-permission = Nije moguće zapisati { $path }: nemate dopuštenje za pisanje.
speak-file-read-only = Nije moguće zapisati { $path }: datotečni sustav je samo za čitanje.
# $problem: the system's own reason, in the system's words
speak-file-other = Nije moguće zapisati { $path }: { $problem }.
