//! Answering an interaction (a slash command, a button, an autocompletion): its response
//! (`POST /interactions/{id}/{token}/callback`), deferred or not, and its follow-ups and
//! edits through the interaction's webhook (`/webhooks/{application}/{token}/…`) while the
//! token lasts. Discord drops an interaction not answered within 3 seconds.

use serde_json::{Value, json};
use serenity::http::{LightMethod, Request, Route};
use serenity::model::id::{ApplicationId, ChannelId, InteractionId, MessageId};

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
