# The settings file (settings.toml): what is told, once, when it cannot be read or saved.
# settings-not-saved (in tripeaks.ftl) takes one of the settings-reason-* phrases as $problem.

settings-unreadable = Datoteka postavki { $path } ne može se pročitati: { $problem }. Vrijede zadane postavke.
settings-not-file = { $path } nije obična datoteka; postavke se iz nje ne čitaju niti se u nju spremaju.
settings-too-big = Datoteka postavki { $path } veća je od { $count } KiB pa se ne čita. Vrijede zadane postavke; kad promijenite neku postavku, datoteka se čuva kao settings.toml.broken.
settings-encoding = Datoteka postavki { $path } nije tekst u kodiranju UTF-8. Vrijede zadane postavke; kad promijenite neku postavku, datoteka se čuva kao settings.toml.broken.
settings-syntax = Datoteka postavki { $path } ima pogrešku u retku { $number }. Vrijede zadane postavke; kad promijenite neku postavku, datoteka se čuva kao settings.toml.broken.
settings-nesting = Datoteka postavki { $path } ugnježđuje tablice ili nizove dublje od { $count } razina. Vrijede zadane postavke; kad promijenite neku postavku, datoteka se čuva kao settings.toml.broken.
settings-values = Datoteka postavki { $path } ima vrijednosti koje se ne mogu upotrijebiti: { $problem }. Umjesto njih vrijede zadane; kad promijenite neku postavku, stara se datoteka čuva kao settings.toml.broken.
settings-reason-denied = pristup nije dopušten
settings-reason-full = disk je pun
settings-reason-read-only = disk je samo za čitanje
settings-reason-folder = mapa se ne može stvoriti
settings-reason-no-folder = mapa ne postoji
settings-reason-changed = datoteku je otkako je igra pokrenuta promijenio drugi program i više se ne može pročitati pa ostaje kakva jest
settings-reason-too-big = datoteka bi narasla preko { $count } KiB pa ostaje kakva jest
settings-reason-other = pogreška sustava { $problem }
