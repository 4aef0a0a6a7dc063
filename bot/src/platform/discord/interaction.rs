//! Answering an interaction (a slash command, a button, an autocompletion): its response
//! (`POST /interactions/{id}/{token}/callback`), deferred or not, and its follow-ups and
//! edits through the interaction's webhook (`/webhooks/{application}/{token}/…`) while the
//! token lasts. Discord drops an interaction not answered within 3 seconds, so a slow answer
//! is deferred first ([`Answering::defer`]) and then given as an edit of the deferral.

use serde_json::{Value, json};
use serenity::http::{LightMethod, Request, Route};
use serenity::model::id::{ApplicationId, ChannelId, InteractionId, MessageId};
use tokio::time::Instant;

use super::channels;
use super::error::RestError;
use super::payload::MessagePayload;
use super::rest::{Call, Replay, Rest};

/// "Interaction has already been acknowledged": a retried callback that had in fact arrived.
const ALREADY_ACKNOWLEDGED: i64 = 40060;
const AUTOCOMPLETE_RESULT: u8 = 8;
/// At most 25 autocomplete choices of at most 100 characters.
pub const CHOICES_MAX: usize = 25;
pub const CHOICE_CHARS_MAX: usize = 100;

/// Discord's interaction callback types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Callback {
    /// A new message answers.
    ChannelMessage = 4,
    /// "Bot is thinking…"; the answer edits it later.
    DeferredChannelMessage = 5,
    /// A component's acknowledgement that shows nothing; the message may be edited later.
    DeferredUpdateMessage = 6,
    /// The component's message is replaced.
    UpdateMessage = 7,
}

/// Where a message landed, so that it can be edited later.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Landing {
    /// The interaction's own response, edited through the interaction's webhook
    /// (`/webhooks/{application}/{token}/messages/@original`) while the token lasts.
    Original {
        application: ApplicationId,
        token: String,
    },
    /// A follow-up message of the interaction, edited through the same webhook.
    Followup {
        application: ApplicationId,
        token: String,
        message: MessageId,
    },
    /// An ordinary channel message.
    Channel(ChannelId, MessageId),
}

/// The interaction being answered: what its callback and webhook need.
#[derive(Debug, Clone)]
pub struct Interaction {
    pub id: InteractionId,
    pub token: String,
    pub application: ApplicationId,
}

impl Interaction {
    pub fn new(id: InteractionId, token: &str, application: ApplicationId) -> Interaction {
        Interaction {
            id,
            token: token.to_string(),
            application,
        }
    }

    /// Its response, as a [`Landing`].
    pub fn original(&self) -> Landing {
        Landing::Original {
            application: self.application,
            token: self.token.clone(),
        }
    }

    /// Answers with a message (or replaces the component's).
    pub async fn respond(
        &self,
        rest: &Rest,
        kind: Callback,
        payload: MessagePayload,
    ) -> Result<(), RestError> {
        let request = payload.request(
            self.callback_route(),
            LightMethod::Post,
            |data| json!({ "type": kind as u8, "data": data }),
        );
        acknowledged(
            rest.send(Call::new("interaction callback", request, Replay::Safe))
                .await,
        )
    }

    /// Acknowledges now, to answer later.
    pub async fn defer(&self, rest: &Rest, kind: Callback) -> Result<(), RestError> {
        self.callback_json(rest, json!({ "type": kind as u8 }))
            .await
    }

    /// Answers an autocomplete interaction with these choices.
    pub async fn autocomplete(&self, rest: &Rest, choices: &[String]) -> Result<(), RestError> {
        let choices: Vec<Value> = choices
            .iter()
            .map(|c| json!({ "name": c, "value": c }))
            .collect();
        let body = json!({ "type": AUTOCOMPLETE_RESULT, "data": { "choices": choices } });
        self.callback_json(rest, body).await
    }

    async fn callback_json(&self, rest: &Rest, body: Value) -> Result<(), RestError> {
        let request = Request::new(self.callback_route(), LightMethod::Post)
            .body(Some(serde_json::to_vec(&body).unwrap_or_default()));
        acknowledged(
            rest.send(Call::new("interaction callback", request, Replay::Safe))
                .await,
        )
    }

    /// Posts a follow-up message; returns where it landed when Discord's answer says it.
    pub async fn followup(
        &self,
        rest: &Rest,
        payload: MessagePayload,
    ) -> Result<Option<Landing>, RestError> {
        let route = Route::WebhookFollowupMessages {
            application_id: self.application,
            token: &self.token,
        };
        let request = payload.request(route, LightMethod::Post, |body| body);
        let body = rest
            .send(Call::new("interaction follow-up", request, Replay::Unsafe))
            .await?;
        Ok(
            channels::created_id(&body).map(|message| Landing::Followup {
                application: self.application,
                token: self.token.clone(),
                message,
            }),
        )
    }

    fn callback_route(&self) -> Route<'_> {
        Route::InteractionResponse {
            interaction_id: self.id,
            token: &self.token,
        }
    }
}

/// What an interaction came from, which decides how it is deferred and answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A slash command.
    Command,
    /// A button (a message component).
    Component,
}

/// A message answering an interaction.
#[derive(Debug, Clone)]
pub struct Answer {
    pub payload: MessagePayload,
    /// Seen by the person who interacted only (flag 64).
    pub ephemeral: bool,
    /// Replaces the pressed component's message (and so its buttons), when it is the first.
    pub replace: bool,
}

/// An interaction being answered: the first message as its response (or, once deferred, as
/// an edit of the deferral), the others as follow-ups through its webhook.
pub struct Answering<'a> {
    rest: &'a Rest,
    interaction: Interaction,
    kind: Kind,
    deferred: bool,
}

impl<'a> Answering<'a> {
    pub fn new(rest: &'a Rest, interaction: Interaction, kind: Kind) -> Answering<'a> {
        Answering {
            rest,
            interaction,
            kind,
            deferred: false,
        }
    }

    /// Acknowledges now and answers later ("Bot is thinking…" for a slash command; nothing
    /// visible for a button).
    pub async fn defer(&mut self) -> Result<(), RestError> {
        let callback = match self.kind {
            Kind::Command => Callback::DeferredChannelMessage,
            Kind::Component => Callback::DeferredUpdateMessage,
        };
        self.interaction.defer(self.rest, callback).await?;
        self.deferred = true;
        Ok(())
    }

    /// Runs `work`; if it is not done by `deadline`, defers the answer meanwhile (Discord
    /// drops an interaction not answered within 3 seconds).
    pub async fn in_time<T>(&mut self, deadline: Instant, work: impl Future<Output = T>) -> T {
        tokio::pin!(work);
        if Instant::now() >= deadline {
            // Past already: a timer set for then fires only at the runtime's next tick, and
            // the work could win the race it has already lost.
            self.defer_or_warn().await;
            return work.await;
        }
        tokio::select! {
            done = &mut work => done,
            () = tokio::time::sleep_until(deadline) => {
                self.defer_or_warn().await;
                work.await
            }
        }
    }

    /// Defers the answer; a failure is logged (the answer is tried all the same).
    async fn defer_or_warn(&mut self) {
        if let Err(e) = self.defer().await {
            tracing::warn!(error = %e, "could not defer the interaction");
        }
    }

    /// Sends `answers` (at least one): fails when the interaction could not be answered at
    /// all (expired, or Discord unreachable past the retries); a lost follow-up is logged.
    /// Returns where each answer landed, when that is known.
    pub async fn send(&self, answers: Vec<Answer>) -> Result<Vec<Option<Landing>>, RestError> {
        let mut answers = answers.into_iter();
        let Some(first) = answers.next() else {
            return Ok(Vec::new());
        };
        let mut landings = vec![Some(self.first(first).await?)];
        for answer in answers {
            match self.followup(answer.payload, answer.ephemeral).await {
                Ok(landing) => landings.push(landing),
                Err(e) => {
                    tracing::error!(error = %e, "follow-up lost");
                    landings.push(None);
                }
            }
        }
        Ok(landings)
    }

    async fn first(&self, answer: Answer) -> Result<Landing, RestError> {
        let Answer {
            payload,
            ephemeral,
            replace,
        } = answer;
        let (rest, interaction) = (self.rest, &self.interaction);
        let original = || interaction.original();
        let followup = |landing: Option<Landing>| landing.unwrap_or_else(original);
        let edit_original = |payload| async move { edit(rest, &original(), payload).await };
        match (self.deferred, ephemeral, replace) {
            (false, true, _) => {
                let payload = payload.ephemeral();
                interaction
                    .respond(rest, Callback::ChannelMessage, payload)
                    .await
            }
            (false, false, true) => {
                let payload = payload.replacing();
                interaction
                    .respond(rest, Callback::UpdateMessage, payload)
                    .await
            }
            (false, false, false) => {
                interaction
                    .respond(rest, Callback::ChannelMessage, payload)
                    .await
            }
            // Discord ignores the ephemeral flag of the first follow-up to a deferred slash
            // command (the deferral, public, decided): the answer takes the deferral's place,
            // public but seen. (A button's deferral shows nothing; its follow-up may be
            // ephemeral.)
            (true, true, _) => match self.kind {
                Kind::Command => edit_original(payload).await,
                Kind::Component => return self.followup(payload, true).await.map(followup),
            },
            (true, false, true) => edit_original(payload.replacing()).await,
            (true, false, false) => match self.kind {
                Kind::Command => edit_original(payload).await,
                // The original of a button is the pressed message: leave it, say it anew.
                Kind::Component => return self.followup(payload, false).await.map(followup),
            },
        }
        .map(|()| original())
    }

    /// A message after the answer, through the interaction's webhook.
    pub async fn follow_up(&self, payload: MessagePayload) -> Result<Option<Landing>, RestError> {
        self.interaction.followup(self.rest, payload).await
    }

    async fn followup(
        &self,
        payload: MessagePayload,
        ephemeral: bool,
    ) -> Result<Option<Landing>, RestError> {
        let payload = if ephemeral {
            payload.ephemeral()
        } else {
            payload
        };
        self.interaction.followup(self.rest, payload).await
    }
}

/// Replaces the message that landed at `landing`: through the interaction's webhook
/// (`PATCH /webhooks/{application}/{token}/messages/@original`, or the follow-up's id), or as
/// a channel message.
pub async fn edit(
    rest: &Rest,
    landing: &Landing,
    payload: MessagePayload,
) -> Result<(), RestError> {
    let (application, token, message) = match landing {
        Landing::Channel(channel, message) => {
            return channels::edit(rest, *channel, *message, payload).await;
        }
        Landing::Original { application, token } => (*application, token, None),
        Landing::Followup {
            application,
            token,
            message,
        } => (*application, token, Some(*message)),
    };
    let route = match message {
        None => Route::WebhookOriginalInteractionResponse {
            application_id: application,
            token,
        },
        Some(message_id) => Route::WebhookFollowupMessage {
            application_id: application,
            token,
            message_id,
        },
    };
    let request = payload.request(route, LightMethod::Patch, |body| body);
    rest.send(Call::new(
        "edit interaction response",
        request,
        Replay::Safe,
    ))
    .await
    .map(drop)
}

/// A callback Discord says was already acknowledged is one that arrived the first time.
fn acknowledged(result: Result<Vec<u8>, RestError>) -> Result<(), RestError> {
    match result {
        Ok(_) => Ok(()),
        Err(e) if e.code() == Some(ALREADY_ACKNOWLEDGED) => Ok(()),
        Err(e) => Err(e),
    }
}
