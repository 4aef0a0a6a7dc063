# Límites contra las ráfagas de comandos (issue 37).

# $seconds: segundos enteros hasta que los comandos de la persona vuelvan a tener respuesta.
flood-slow-down =
    { $seconds ->
        [one] Estás enviando comandos demasiado rápido: los siguientes se ignoran. Vuelve a intentarlo en { $seconds } segundo.
       *[other] Estás enviando comandos demasiado rápido: los siguientes se ignoran. Vuelve a intentarlo en { $seconds } segundos.
    }
# $seconds: segundos enteros hasta que los comandos del canal vuelvan a tener respuesta.
flood-channel-slow-down =
    { $seconds ->
        [one] En este canal llegan comandos demasiado rápido: los siguientes se ignoran. Volved a intentarlo en { $seconds } segundo.
       *[other] En este canal llegan comandos demasiado rápido: los siguientes se ignoran. Volved a intentarlo en { $seconds } segundos.
    }
flood-analysis-of-yours-under-way = Ya hay un análisis tuyo en curso: pide el siguiente cuando termine.
# $count: cuántas peticiones de la persona esperan ya al motor.
flood-engine-queue-full =
    { $count ->
        [one] Ya tienes { $count } petición esperando al motor: vuelve a pedirlo cuando tenga respuesta.
       *[other] Ya tienes { $count } peticiones esperando al motor: vuelve a pedirlo cuando tengan respuesta.
    }
