# Grenzen tegen stortvloeden van commando's (issue 37).

# $seconds: hele seconden tot de commando's van de persoon weer antwoord krijgen.
flood-slow-down =
    { $seconds ->
        [one] Je stuurt commando's te snel: de volgende worden genegeerd. Probeer het over { $seconds } seconde opnieuw.
       *[other] Je stuurt commando's te snel: de volgende worden genegeerd. Probeer het over { $seconds } seconden opnieuw.
    }
# $seconds: hele seconden tot de commando's van het kanaal weer antwoord krijgen.
flood-channel-slow-down =
    { $seconds ->
        [one] In dit kanaal komen de commando's te snel: de volgende worden genegeerd. Probeer het over { $seconds } seconde opnieuw.
       *[other] In dit kanaal komen de commando's te snel: de volgende worden genegeerd. Probeer het over { $seconds } seconden opnieuw.
    }
flood-analysis-of-yours-under-way = Er loopt al een analyse van jou: vraag de volgende aan als die klaar is.
# $count: hoeveel verzoeken van de persoon al op de engine wachten.
flood-engine-queue-full =
    { $count ->
        [one] Je hebt al { $count } verzoek dat op de engine wacht: vraag het opnieuw als het beantwoord is.
       *[other] Je hebt al { $count } verzoeken die op de engine wachten: vraag het opnieuw als ze beantwoord zijn.
    }
