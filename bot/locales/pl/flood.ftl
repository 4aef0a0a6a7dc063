# Limity przeciw zalewowi komend (issue 37).

# $seconds: pełne sekundy, po których komendy tej osoby znów dostaną odpowiedź.
flood-slow-down =
    { $seconds ->
        [one] Wysyłasz komendy zbyt szybko: kolejne zostaną zignorowane. Spróbuj ponownie za { $seconds } sekundę.
        [few] Wysyłasz komendy zbyt szybko: kolejne zostaną zignorowane. Spróbuj ponownie za { $seconds } sekundy.
       *[many] Wysyłasz komendy zbyt szybko: kolejne zostaną zignorowane. Spróbuj ponownie za { $seconds } sekund.
    }
# $seconds: pełne sekundy, po których komendy z kanału znów dostaną odpowiedź.
flood-channel-slow-down =
    { $seconds ->
        [one] Na tym kanale komendy przychodzą zbyt szybko: kolejne zostaną zignorowane. Spróbujcie ponownie za { $seconds } sekundę.
        [few] Na tym kanale komendy przychodzą zbyt szybko: kolejne zostaną zignorowane. Spróbujcie ponownie za { $seconds } sekundy.
       *[many] Na tym kanale komendy przychodzą zbyt szybko: kolejne zostaną zignorowane. Spróbujcie ponownie za { $seconds } sekund.
    }
flood-analysis-of-yours-under-way = Jedna z twoich analiz już trwa: poproś o następną, gdy się skończy.
# $count: ile próśb tej osoby już czeka na silnik.
flood-engine-queue-full =
    { $count ->
        [one] Masz już { $count } prośbę czekającą na silnik: poproś ponownie, gdy dostanie odpowiedź.
        [few] Masz już { $count } prośby czekające na silnik: poproś ponownie, gdy dostaną odpowiedź.
       *[many] Masz już { $count } próśb czekających na silnik: poproś ponownie, gdy dostaną odpowiedź.
    }
