# Mecatol bot image. The Prisma client is generated at build time; migrations are applied by the bot
# itself when it starts, so the image needs no Prisma engine binaries.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund
COPY . .
USER node
CMD ["npm", "start"]
