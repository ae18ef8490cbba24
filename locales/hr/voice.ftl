# The voice check (issue 12): why the game's own voice cannot work here.
voice-no-device = Nije pronađen nijedan zvučni uređaj.
voice-no-engine = Nije instaliran nijedan program za govor (espeak-ng).
voice-no-voice = Program za govor nema glas za ovaj jezik ({ $language }).
voice-failed = Program za govor nije uspio: { $detail }
voice-auto-none = Govor: samo tekst, jer nije pokrenut nijedan čitač zaslona, a vlastiti glas igre ovdje ne može raditi. { $reason } Da ga ipak isprobate, pokrenite igru s --speech tts.
