//! Gateway events serenity could not read ([`crate::platform::discord::lenient`]): read
//! again with their missing optional fields filled in, and handled as the event handler
//! would.

use std::sync::Arc;

use serenity::all::{Context, Event, RawEventHandler};

use super::backend::Backend;
use super::handler::Adapter;
use crate::platform::discord::lenient::{interaction, message};

/// serenity's raw event handler for the events it could not read.
pub struct Lenient<B>(pub Arc<Adapter<B>>);

#[serenity::async_trait]
impl<B: Backend> RawEventHandler for Lenient<B> {
    async fn raw_event(&self, ctx: Context, event: Event) {
        let Event::Unknown(unknown) = event else {
            return;
        };
        let kind = unknown.kind.as_str();
        let _busy = self.0.in_flight.enter();
        match kind {
            "MESSAGE_CREATE" => match message(unknown.value) {
                Ok(msg) => self.0.on_message(ctx, msg).await,
                Err(error) => unreadable(kind, &error),
            },
            "INTERACTION_CREATE" => match interaction(unknown.value) {
                Ok(interaction) => self.0.on_interaction(ctx, interaction).await,
                Err(error) => unreadable(kind, &error),
            },
            _ => {}
        }
    }
}

fn unreadable(kind: &str, error: &serde_json::Error) {
    // The error names the field, never the message's text.
    tracing::warn!(event = kind, error = %error, "a gateway event was unreadable");
}
