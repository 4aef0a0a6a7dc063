# Limits against floods (issue 37): a person or a channel sending commands faster than the
# bot answers them gets one short notice per window; the rest is ignored.

# $seconds: whole seconds until the person's commands are answered again.
flood-slow-down =
    { $seconds ->
        [one] You are sending commands too fast: the next ones are ignored. Try again in { $seconds } second.
       *[other] You are sending commands too fast: the next ones are ignored. Try again in { $seconds } seconds.
    }
# $seconds: whole seconds until the channel's commands are answered again.
flood-channel-slow-down =
    { $seconds ->
        [one] Commands are coming too fast in this channel: the next ones are ignored. Try again in { $seconds } second.
       *[other] Commands are coming too fast in this channel: the next ones are ignored. Try again in { $seconds } seconds.
    }
flood-analysis-of-yours-under-way = One of your analyses is under way: ask for the next one when it is done.
# $count: how many engine requests of the person wait already.
flood-engine-queue-full =
    { $count ->
        [one] You already have { $count } request waiting for the engine: ask again when it is answered.
       *[other] You already have { $count } requests waiting for the engine: ask again when they are answered.
    }
