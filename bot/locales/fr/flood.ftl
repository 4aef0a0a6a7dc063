# Limites contre les rafales de commandes (issue 37).

# $seconds : secondes entières avant que les commandes de la personne aient de nouveau une réponse.
flood-slow-down =
    { $seconds ->
        [one] Vous envoyez des commandes trop vite : les suivantes sont ignorées. Réessayez dans { $seconds } seconde.
       *[other] Vous envoyez des commandes trop vite : les suivantes sont ignorées. Réessayez dans { $seconds } secondes.
    }
# $seconds : secondes entières avant que les commandes du salon aient de nouveau une réponse.
flood-channel-slow-down =
    { $seconds ->
        [one] Les commandes arrivent trop vite dans ce salon : les suivantes sont ignorées. Réessayez dans { $seconds } seconde.
       *[other] Les commandes arrivent trop vite dans ce salon : les suivantes sont ignorées. Réessayez dans { $seconds } secondes.
    }
flood-analysis-of-yours-under-way = Une de vos analyses est en cours : demandez la suivante quand elle sera terminée.
# $count : combien de demandes de la personne attendent déjà le moteur.
flood-engine-queue-full =
    { $count ->
        [one] Vous avez déjà { $count } demande en attente du moteur : redemandez quand elle aura reçu sa réponse.
       *[other] Vous avez déjà { $count } demandes en attente du moteur : redemandez quand elles auront reçu leur réponse.
    }
