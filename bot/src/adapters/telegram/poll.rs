//! The polling loop: teloxide's dispatcher long-polls `getUpdates` and hands each message and
//! pressed button to a small handler here, one chat at a time (updates of one chat are
//! handled in order; chats run side by side).
//!
//! Each update is handed to the service exactly once; only the replies are ever repeated
//! (by the [`Sender`]), so a failed send cannot play a move twice or lose one.

use std::{convert::Infallible, sync::Arc};

use tokio::sync::broadcast;

use teloxide::{
    dispatching::{DefaultKey, Dispatcher, UpdateFilterExt},
    dptree,
    prelude::*,
    types::{CallbackQuery, Me, Message},
};

use super::{
    incoming,
    keyboard::Pressed,
    mentions::Directory,
    pdn,
    send::{Sender, Target},
};
use crate::{
    message::{Incoming, Outbound, Platform},
    service::Service,
};

/// What every handler shares.
pub struct Adapter {
    pub service: Service,
    pub sender: Sender,
    pub directory: Directory,
}

type Handled = Result<(), Infallible>;

/// The dispatcher's handler tree: messages and button presses; other updates are ignored.
pub fn dispatcher(bot: Bot, adapter: Arc<Adapter>) -> Dispatcher<Bot, Infallible, DefaultKey> {
    let handler = dptree::entry()
        .branch(Update::filter_message().endpoint(on_message))
        .branch(Update::filter_callback_query().endpoint(on_callback));
    Dispatcher::builder(bot, handler)
        .dependencies(dptree::deps![adapter])
        .default_handler(|_| async {})
        .build()
}

async fn on_message(msg: Message, me: Me, adapter: Arc<Adapter>) -> Handled {
    // A bot without a username (only a fake would say so) still answers `/cmd` and `!cmd`.
    let bot_username = me.user.username.as_deref().unwrap_or_default();
    let Some(mut incoming) = incoming::from_message(&msg, bot_username, &adapter.directory) else {
        return Ok(());
    };
    if incoming::command_name(&incoming.text) == Some("settings") {
        incoming.author_is_admin = adapter.is_admin(&incoming, msg.chat.is_private()).await;
    }
    adapter.answer(incoming).await;
    Ok(())
}

async fn on_callback(query: CallbackQuery, adapter: Arc<Adapter>) -> Handled {
    let sender = &adapter.sender;
    let data = query.data.as_deref().unwrap_or_default();
    let command = match sender.keyboards().pressed(data) {
        Pressed::Command(command) => command,
        Pressed::Forgotten => {
            let hint = "This button has expired: type the command instead.";
            if let Err(error) = sender.answer_callback(&query.id.0, Some(hint)).await {
                tracing::warn!(%error, "could not answer a button press");
            }
            return Ok(());
        }
    };
    // Answer first: it stops the button's spinner whatever the command does.
    if let Err(error) = sender.answer_callback(&query.id.0, None).await {
        tracing::warn!(%error, "could not answer a button press");
    }
    let Some(mut incoming) = incoming::from_callback(&query, command, &adapter.directory) else {
        return Ok(());
    };
    if incoming::command_name(&incoming.text) == Some("settings") {
        let private = query
            .message
            .as_ref()
            .is_some_and(|m| m.chat().is_private());
        incoming.author_is_admin = adapter.is_admin(&incoming, private).await;
    }
    adapter.answer(incoming).await;
    Ok(())
}

impl Adapter {
    /// Hands one message to the service and sends its replies where it came from.
    async fn answer(&self, incoming: Incoming) {
        let target = Target::of(&incoming.channel);
        let pdn = incoming::command_name(&incoming.text) == Some("pdn");
        for reply in self.service.handle(incoming).await {
            let reply = if pdn { pdn::as_document(reply) } else { reply };
            if let Err(error) = self.sender.send(&target, &reply).await {
                tracing::warn!(%error, "a reply was not delivered in full");
            }
        }
    }

    /// Whether the author administers the chat; everyone does in their private chat. Asked
    /// only for the commands that need it, and `false` when Telegram cannot say.
    async fn is_admin(&self, incoming: &Incoming, private: bool) -> bool {
        if private {
            return true;
        }
        let target = Target::of(&incoming.channel);
        self.sender
            .is_admin(&target, &incoming.author.id)
            .await
            .unwrap_or_else(|error| {
                tracing::warn!(%error, "could not check for chat administrator");
                false
            })
    }

    /// Sends the service's own messages (reminders, time-outs) meant for Telegram, until the
    /// service closes its channel. The receiver is taken at start, so none is missed.
    pub async fn forward_outbound(&self, mut outbound: broadcast::Receiver<Outbound>) {
        use broadcast::error::RecvError;
        loop {
            match outbound.recv().await {
                Ok(message) if message.channel.platform == Platform::Telegram => {
                    let target = Target::of(&message.channel);
                    if let Err(error) = self.sender.send(&target, &message.reply).await {
                        tracing::warn!(%error, "a proactive message was not delivered in full");
                    }
                }
                Ok(_) => {}
                Err(RecvError::Lagged(missed)) => {
                    tracing::warn!(
                        missed,
                        "proactive messages were dropped: sending fell behind"
                    );
                }
                Err(RecvError::Closed) => return,
            }
        }
    }
}
