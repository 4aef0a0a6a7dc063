# Grenzen gegen Befehlsfluten (Issue 37).

# $seconds: ganze Sekunden, bis die Befehle der Person wieder beantwortet werden.
flood-slow-down =
    { $seconds ->
        [one] Du schickst Befehle zu schnell: Die nächsten werden ignoriert. Versuch es in { $seconds } Sekunde wieder.
       *[other] Du schickst Befehle zu schnell: Die nächsten werden ignoriert. Versuch es in { $seconds } Sekunden wieder.
    }
# $seconds: ganze Sekunden, bis die Befehle des Kanals wieder beantwortet werden.
flood-channel-slow-down =
    { $seconds ->
        [one] In diesem Kanal kommen Befehle zu schnell: Die nächsten werden ignoriert. Versucht es in { $seconds } Sekunde wieder.
       *[other] In diesem Kanal kommen Befehle zu schnell: Die nächsten werden ignoriert. Versucht es in { $seconds } Sekunden wieder.
    }
flood-analysis-of-yours-under-way = Eine deiner Analysen läuft schon: Frag nach der nächsten, wenn sie fertig ist.
# $count: wie viele Anfragen der Person schon auf die Engine warten.
flood-engine-queue-full =
    { $count ->
        [one] Du hast schon { $count } Anfrage, die auf die Engine wartet: Frag wieder, wenn sie beantwortet ist.
       *[other] Du hast schon { $count } Anfragen, die auf die Engine warten: Frag wieder, wenn sie beantwortet sind.
    }
