# Limites contra rajadas de comandos (issue 37).

# $seconds: segundos inteiros até os comandos da pessoa voltarem a ter resposta.
flood-slow-down =
    { $seconds ->
        [one] Você está enviando comandos rápido demais: os próximos serão ignorados. Tente de novo em { $seconds } segundo.
       *[other] Você está enviando comandos rápido demais: os próximos serão ignorados. Tente de novo em { $seconds } segundos.
    }
# $seconds: segundos inteiros até os comandos do canal voltarem a ter resposta.
flood-channel-slow-down =
    { $seconds ->
        [one] Os comandos estão chegando rápido demais neste canal: os próximos serão ignorados. Tentem de novo em { $seconds } segundo.
       *[other] Os comandos estão chegando rápido demais neste canal: os próximos serão ignorados. Tentem de novo em { $seconds } segundos.
    }
flood-analysis-of-yours-under-way = Uma análise sua já está em andamento: peça a próxima quando ela terminar.
# $count: quantos pedidos da pessoa já esperam pelo motor.
flood-engine-queue-full =
    { $count ->
        [one] Você já tem { $count } pedido esperando pelo motor: peça de novo quando ele for respondido.
       *[other] Você já tem { $count } pedidos esperando pelo motor: peça de novo quando eles forem respondidos.
    }
