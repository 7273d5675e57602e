import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  TABLE_IDS,
  TABLES,
  type KeyAttribute,
  type TableDefinition,
  type TableId,
} from '../../lambdas/data/table-definitions';
import type { StageConfig } from './stage-config';

const attribute = (key: KeyAttribute): dynamodb.Attribute => ({
  name: key.name,
  type: key.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
});

/** The shop's stored data: DynamoDB tables built from the shared table definitions with safe defaults fixed. */
export class ShopData extends Construct {
  readonly tables: Record<TableId, dynamodb.TableV2>;
  /** Uploaded brand assets (the logo): private, written by presigned PUT, read through CloudFront. */
  readonly brandAssets: s3.Bucket;
  /**
   * Access logs of the shop's buckets (S3 server access logs) and of CloudFront (standard logging),
   * kept as long as the stage keeps its logs. ACLs stay on: CloudFront's standard logs are written with one.
   */
  readonly accessLogs: s3.Bucket;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const { stage } = props;
    this.tables = Object.fromEntries(
      TABLE_IDS.map((tableId) => {
        const definition: TableDefinition = TABLES[tableId];
        const table = new dynamodb.TableV2(this, tableId, {
          tableName: `${stage.resourcePrefix}-${tableId}`,
          partitionKey: attribute(definition.partitionKey),
          sortKey: definition.sortKey && attribute(definition.sortKey),
          globalSecondaryIndexes: definition.globalIndexes.map((index) => ({
            indexName: index.name,
            partitionKey: attribute(index.partitionKey),
            sortKey: index.sortKey && attribute(index.sortKey),
          })),
          timeToLiveAttribute: definition.timeToLiveAttribute,
          billing: dynamodb.Billing.onDemand(),
          encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
          pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
          deletionProtection: stage.retainData,
          removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        });
        return [tableId, table];
      }),
    ) as Record<TableId, dynamodb.TableV2>;

    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(logs.RetentionDays[stage.logRetention]) }],
      removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !stage.retainData,
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket itself: logging its own deliveries into it would only log the logging',
    });

    this.brandAssets = new s3.Bucket(this, 'BrandAssets', {
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 's3/brand-assets/',
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      versioned: stage.retainData,
      removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !stage.retainData,
      // The admin's browser PUTs the logo straight to S3 with a presigned URL.
      cors: [
        { allowedMethods: [s3.HttpMethods.PUT], allowedOrigins: ['*'], allowedHeaders: ['content-type'] },
      ],
    });
  }

  /** The physical name of every table. */
  tableNames(): Record<TableId, string> {
    return Object.fromEntries(
      TABLE_IDS.map((tableId) => [tableId, this.tables[tableId].tableName]),
    ) as Record<TableId, string>;
  }
}
