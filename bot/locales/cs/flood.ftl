# Limity proti záplavě příkazů (issue 37).

# $seconds: celé sekundy, než příkazy této osoby opět dostanou odpověď.
flood-slow-down =
    { $seconds ->
        [one] Posíláte příkazy příliš rychle: další budou ignorovány. Zkuste to znovu za { $seconds } sekundu.
        [few] Posíláte příkazy příliš rychle: další budou ignorovány. Zkuste to znovu za { $seconds } sekundy.
       *[other] Posíláte příkazy příliš rychle: další budou ignorovány. Zkuste to znovu za { $seconds } sekund.
    }
# $seconds: celé sekundy, než příkazy z kanálu opět dostanou odpověď.
flood-channel-slow-down =
    { $seconds ->
        [one] V tomto kanálu přicházejí příkazy příliš rychle: další budou ignorovány. Zkuste to znovu za { $seconds } sekundu.
        [few] V tomto kanálu přicházejí příkazy příliš rychle: další budou ignorovány. Zkuste to znovu za { $seconds } sekundy.
       *[other] V tomto kanálu přicházejí příkazy příliš rychle: další budou ignorovány. Zkuste to znovu za { $seconds } sekund.
    }
flood-analysis-of-yours-under-way = Jedna vaše analýza už běží: o další požádejte, až skončí.
# $count: kolik žádostí této osoby už čeká na engine.
flood-engine-queue-full =
    { $count ->
        [one] Už máte { $count } žádost, která čeká na engine: požádejte znovu, až dostane odpověď.
        [few] Už máte { $count } žádosti, které čekají na engine: požádejte znovu, až dostanou odpověď.
       *[other] Už máte { $count } žádostí, které čekají na engine: požádejte znovu, až dostanou odpověď.
    }
