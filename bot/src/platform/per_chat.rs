//! A chat's work in order, chats side by side.
//!
//! A chat's updates must be handled one at a time, in the order they came (a move, then the
//! next), and the bot's own messages in a chat must not overtake the reply they follow; but
//! a flood wait in one chat must not hold up the others. [`Queues`] gives each chat (any key)
//! a queue and a worker of its own; [`Locks`] gives each chat a turn for work that does not
//! come through a queue (the service's reminders, a spectator's news).

use std::{
    collections::HashMap,
    fmt,
    future::Future,
    hash::Hash,
    pin::Pin,
    sync::{Arc, Mutex},
};

use tokio::{
    sync::{OwnedMutexGuard, mpsc},
    task::JoinSet,
};

type Handler<T> = Arc<dyn Fn(T) -> Pin<Box<dyn Future<Output = ()> + Send>> + Send + Sync>;

/// One queue and one worker task per key; the worker handles its items in order.
pub struct Queues<K, T> {
    by_key: HashMap<K, mpsc::UnboundedSender<T>>,
    workers: JoinSet<()>,
    handle: Handler<T>,
}

impl<K, T> Queues<K, T>
where
    K: Hash + Eq + fmt::Debug,
    T: Send + 'static,
{
    /// Queues whose workers give each item to `handle`.
    pub fn new<F, Fut>(handle: F) -> Queues<K, T>
    where
        F: Fn(T) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        Queues {
            by_key: HashMap::new(),
            workers: JoinSet::new(),
            handle: Arc::new(move |item| Box::pin(handle(item))),
        }
    }

    /// Queues `item` behind the earlier items of `key`.
    pub fn push(&mut self, key: K, item: T) {
        let Queues {
            by_key,
            workers,
            handle,
        } = self;
        let mut spawn = || {
            let (queue, mut items) = mpsc::unbounded_channel::<T>();
            let handle = handle.clone();
            workers.spawn(async move {
                while let Some(item) = items.recv().await {
                    handle(item).await;
                }
            });
            queue
        };
        if let Some(queue) = by_key.get(&key) {
            // A worker that died (a panic) is replaced; the item is not lost.
            let Err(mpsc::error::SendError(item)) = queue.send(item) else {
                return;
            };
            tracing::error!(?key, "a chat's worker had stopped; starting a new one");
            let queue = spawn();
            let _ = queue.send(item);
            by_key.insert(key, queue);
            return;
        }
        let queue = spawn();
        let _ = queue.send(item);
        by_key.insert(key, queue);
    }

    /// Closes the queues and waits until every queued item is handled.
    pub async fn finish(self) {
        let Queues {
            by_key,
            mut workers,
            ..
        } = self;
        drop(by_key);
        while workers.join_next().await.is_some() {}
    }
}

/// An async lock per key: one piece of work at a time per chat.
pub struct Locks<K>(Mutex<HashMap<K, Arc<tokio::sync::Mutex<()>>>>);

impl<K> Default for Locks<K> {
    fn default() -> Locks<K> {
        Locks(Mutex::default())
    }
}

impl<K: Hash + Eq> Locks<K> {
    /// Waits for `key`'s turn; it lasts as long as the guard.
    pub async fn turn(&self, key: K) -> OwnedMutexGuard<()> {
        let lock = self
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(key)
            .or_default()
            .clone();
        lock.lock_owned().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn a_keys_items_keep_their_order_and_keys_run_side_by_side() {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let mut queues = Queues::new({
            let seen = seen.clone();
            move |(key, n): (&'static str, u32)| {
                let seen = seen.clone();
                async move {
                    // The slow key's items wait; the other key's do not wait for them.
                    if key == "slow" {
                        tokio::time::sleep(Duration::from_millis(20)).await;
                    }
                    seen.lock().unwrap().push((key, n));
                }
            }
        });
        for n in 0..3 {
            queues.push("slow", ("slow", n));
            queues.push("fast", ("fast", n));
        }
        queues.finish().await;
        let seen = seen.lock().unwrap().clone();
        let of = |key: &str| -> Vec<u32> {
            seen.iter()
                .filter(|(k, _)| *k == key)
                .map(|(_, n)| *n)
                .collect()
        };
        assert_eq!(of("slow"), [0, 1, 2]);
        assert_eq!(of("fast"), [0, 1, 2]);
        assert_eq!(seen[0].0, "fast");
    }

    #[tokio::test]
    async fn a_key_has_one_turn_at_a_time() {
        let locks = Locks::default();
        let first = locks.turn("a").await;
        assert!(
            tokio::time::timeout(Duration::from_millis(10), locks.turn("a"))
                .await
                .is_err()
        );
        let _other = locks.turn("b").await;
        drop(first);
        let _again = locks.turn("a").await;
    }
}
