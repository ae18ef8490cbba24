# tripeaks-a11y doctor: what a bug report needs, one fact a line.
doctor-heading = tripeaks-a11y { $version }. Slijedi sve što treba prijavi pogreške: kopirajte ove retke u nju.
doctor-python = Python { $version } ({ $implementation }) na sustavu { $platform }.
doctor-core-compiled = Jezgra rješavača: prevedena, učitana iz { $path }.
doctor-core-python-chosen = Jezgra rješavača: pretraga u Pythonu, jer je TRIPEAKS_A11Y_SOLVER_CORE postavljen na python. Prevedena jezgra u { $path } se učitava; savjeti su s obje isti, pretraga u Pythonu je sporija.
doctor-core-python-missing = Jezgra rješavača: pretraga u Pythonu, jer se nijedna prevedena jezgra ne učitava iz { $path }. Savjeti su isti, samo sporiji.
doctor-core-how = Za prevedenu jezgru instalirajte wheel napravljen za svoju platformu ili instalirajte prevoditelj za C (gcc, clang ili Microsoft C++) i zatim ponovno instalirajte igru, koja je tada sama izgradi.
doctor-speech-setting = Postavka govora za tipkovnicom: { $output }.
doctor-speech-auto = S --speech auto igra bi rekla: { $notice }
doctor-voice-ok = Vlastiti glas igre na jeziku { $language }: spreman, koliko to može pokazati provjera bez zvuka.
doctor-voice-problem = Vlastiti glas igre na jeziku { $language }: { $reason }
doctor-screen-reader = Čitač zaslona: { $reader } je pokrenut.
doctor-screen-reader-none = Čitač zaslona: nije pronađen nijedan pokrenut.
doctor-sound-device = Zvučni uređaj: pronađen je (zvučni poslužitelj ili zvučna kartica).
doctor-sound-device-none = Zvučni uređaj: nije pronađen nijedan.
doctor-voice-libraries = Biblioteke za glasovne naredbe: { $items }.
doctor-library-installed = { $text } instaliran
doctor-library-missing = { $text } nedostaje
doctor-library-broken = { $text } instaliran, ali se ne učitava ({ $detail })
doctor-voice-how = Za glasovne naredbe dodajte biblioteke za glas: pipx inject tripeaks-a11y 'pocketsphinx<5.1' sounddevice ili pip install 'tripeaks-a11y[voice]'.
doctor-microphone = Mikrofon: { $device }. Za to ništa nije snimljeno.
doctor-microphone-none = Mikrofon: nije pronađen nijedan.
doctor-microphone-stand-in = Mikrofon: WAV datoteka ili mapa { $path }, iz TRIPEAKS_A11Y_MICROPHONE.
doctor-microphone-unknown = Mikrofon: ne može se provjeriti: { $detail }
doctor-microphone-no-library = Mikrofon: ne može se provjeriti bez dodatka za glas (sounddevice).
# $count: how many languages have an enrolled voice; $items: their names, joined
doctor-voice-profiles = Upisani glasovi: { $count ->
    [0] nijedan
   *[other] { $items }
  }.
# $count: how many Whisper models are installed; $items: their names, joined
doctor-voice-models = Instalirani modeli Whisper: { $count ->
    [0] nijedan; naredba tripeaks-a11y listen model get tiny.en preuzima jedan kad to zatražite
   *[other] { $items }
  }.
# $language: the interface language's name; $engine: the recogniser listen on would use
doctor-voice-choice = Slušanje na jeziku { $language } koristilo bi { $engine }.
# $code: the language code for the command
doctor-voice-choice-none = Slušanje na jeziku { $language }: nema prepoznavača dok ne upišete svoj glas (tripeaks-a11y listen enrol --lang { $code }).
doctor-settings-writable = Datoteka postavki: { $path }. U nju se može pisati.
doctor-settings-unwritable = Datoteka postavki: { $path }. U nju se ne može pisati, pa promijenjene postavke traju samo do kraja igre.
doctor-records-writable = Datoteka rezultata: { $path }. U nju se može pisati.
doctor-records-unwritable = Datoteka rezultata: { $path }. U nju se ne može pisati, pa se partije ne bilježe.
# $problem: what reading the records file found (foreign, newer, corrupt, or another problem)
doctor-records-problem = Datoteka rezultata: { $path }. { $problem ->
    [foreign] Pripada drugom programu: igra je ne dira i ne bilježi partije; pokrenite igru s --data-dir da bi se rezultati čuvali u drugoj mapi.
    [newer] Potječe iz novije inačice igre: partije se ne bilježe.
    [corrupt] Oštećena je: igra će je sačuvati pod drugim imenom i započeti novu.
   *[other] Ne može se pročitati, pa se partije možda neće bilježiti.
  }
doctor-catalogs = Katalozi poruka: { $path }.
doctor-catalog = { $language }: učitava se, broj poruka: { $count }.
doctor-catalog-error = { $language }: ne može se pročitati: { $detail }
doctor-unknown = { $text }: ne može se utvrditi: { $detail }
