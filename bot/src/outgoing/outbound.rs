//! The service's own messages (reminders, time-outs, a spectator's news) to one platform.

use std::future::Future;

use tokio::sync::broadcast::{self, error::RecvError};

use crate::message::{Outbound, Platform};

/// Gives `send` each message for `platform`, in order, until the service closes its
/// channel; when sending fell behind, the messages dropped meanwhile are counted in the log
/// and the rest still go. Take the receiver at start, so that none is missed.
pub async fn forward<F, Fut>(
    mut outbound: broadcast::Receiver<Outbound>,
    platform: Platform,
    mut send: F,
) where
    F: FnMut(Outbound) -> Fut,
    Fut: Future<Output = ()>,
{
    loop {
        match outbound.recv().await {
            Ok(message) if message.channel.platform == platform => send(message).await,
            Ok(_) => {}
            Err(RecvError::Lagged(missed)) => {
                tracing::warn!(
                    missed,
                    %platform,
                    "proactive messages were dropped: sending fell behind"
                );
            }
            Err(RecvError::Closed) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::{Channel, Reply};

    fn to(platform: Platform, text: &str) -> Outbound {
        let channel = Channel {
            platform,
            id: "1".into(),
            thread: None,
            community: "1".into(),
        };
        Outbound::to_channel(channel, Reply::text(text))
    }

    #[tokio::test]
    async fn only_the_platforms_messages_in_order_until_closed() {
        let (sender, receiver) = broadcast::channel(8);
        for (platform, text) in [
            (Platform::Telegram, "a"),
            (Platform::Discord, "x"),
            (Platform::Telegram, "b"),
        ] {
            sender.send(to(platform, text)).unwrap();
        }
        drop(sender);
        let mut sent = Vec::new();
        forward(receiver, Platform::Telegram, |message| {
            sent.push(message.reply.plain_text());
            async {}
        })
        .await;
        assert_eq!(sent, ["a", "b"]);
    }
}
